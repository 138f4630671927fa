ALTER TABLE "users" ADD COLUMN "presentation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory_listed" boolean;