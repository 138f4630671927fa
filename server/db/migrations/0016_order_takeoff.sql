CREATE TABLE "takeoff_matches" (
	"project_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"product_id" uuid NOT NULL,
	"waste_percent" double precision DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "takeoff_matches_project_id_group_key_pk" PRIMARY KEY("project_id","group_key")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "source_file_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "source_version" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "source_global_ids" text[];--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "source_group" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "source_kind" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "source_measured" double precision;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "source_computed" boolean;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "source_waste_percent" double precision;--> statement-breakpoint
ALTER TABLE "takeoff_matches" ADD CONSTRAINT "takeoff_matches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takeoff_matches" ADD CONSTRAINT "takeoff_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takeoff_matches" ADD CONSTRAINT "takeoff_matches_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;