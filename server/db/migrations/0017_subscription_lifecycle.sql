ALTER TABLE "subscriptions" ADD COLUMN "reminded_7_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_1_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "invoice_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_invoice_number_unique" ON "subscriptions" USING btree ("invoice_number");