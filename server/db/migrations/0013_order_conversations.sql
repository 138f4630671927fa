DROP INDEX "conversations_pair_unique";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_order_unique" ON "conversations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_unique" ON "conversations" USING btree ("user_low","user_high") WHERE "conversations"."order_id" is null;