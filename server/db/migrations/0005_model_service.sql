CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_elements" (
	"version_id" uuid NOT NULL,
	"express_id" integer NOT NULL,
	"element_index" integer,
	"global_id" text,
	"ifc_class" text NOT NULL,
	"classes" text[] NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"properties" jsonb NOT NULL,
	"search" jsonb NOT NULL,
	"geometry_hash" text,
	"properties_hash" text NOT NULL,
	CONSTRAINT "model_elements_version_id_express_id_pk" PRIMARY KEY("version_id","express_id")
);
--> statement-breakpoint
CREATE TABLE "model_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_versions" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_detail" text,
	"processor" integer DEFAULT 0 NOT NULL,
	"schema" text,
	"element_count" integer,
	"product_count" integer,
	"mesh_count" integer,
	"triangles" bigint,
	"geometry_key" text,
	"geometry_size" bigint,
	"tree" jsonb,
	"duration_ms" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_elements" ADD CONSTRAINT "model_elements_version_id_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."file_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_searches" ADD CONSTRAINT "model_searches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_searches" ADD CONSTRAINT "model_searches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_versions" ADD CONSTRAINT "model_versions_version_id_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."file_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_queue_key_unique" ON "background_jobs" USING btree ("queue","key");--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("queue","run_after") WHERE "background_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "model_elements_global_id_idx" ON "model_elements" USING btree ("version_id","global_id");--> statement-breakpoint
CREATE INDEX "model_elements_index_idx" ON "model_elements" USING btree ("version_id","element_index");--> statement-breakpoint
CREATE INDEX "model_elements_classes_idx" ON "model_elements" USING gin ("classes");--> statement-breakpoint
CREATE INDEX "model_elements_search_idx" ON "model_elements" USING gin ("search" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "model_searches_project_idx" ON "model_searches" USING btree ("project_id",lower("name"));--> statement-breakpoint
-- Hand-written: a processed version's geometry object is queued for deletion (storage_orphans,
-- swept by any process) in the same transaction that deletes its row (the version, its file,
-- folder or project going, by cascade) or replaces its geometry (processed again).
CREATE FUNCTION "model_versions_orphan_geometry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.geometry_key IS NOT NULL AND (TG_OP = 'DELETE' OR OLD.geometry_key IS DISTINCT FROM NEW.geometry_key) THEN
    INSERT INTO storage_orphans (key) VALUES (OLD.geometry_key)
      ON CONFLICT (key) DO UPDATE SET not_before = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "model_versions_orphan_geometry" AFTER DELETE OR UPDATE OF geometry_key ON "model_versions"
  FOR EACH ROW EXECUTE FUNCTION "model_versions_orphan_geometry"();
