CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"type" text NOT NULL,
	"status" char(1) DEFAULT 'P' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"language" text DEFAULT 'fr' NOT NULL,
	"phone" text,
	"avatar_key" text,
	"pending_email" text,
	"pending_email_at" timestamp with time zone,
	"rejection_reason" text,
	"onboarding" jsonb,
	"onboarded_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");