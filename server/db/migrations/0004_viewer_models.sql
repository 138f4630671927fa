CREATE TABLE "bcf_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"author_label" text NOT NULL,
	"viewpoint" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bcf_snapshots" (
	"topic_id" uuid PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcf_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"topic_type" text NOT NULL,
	"topic_status" text NOT NULL,
	"priority" text,
	"assigned_to" text,
	"due_date" text,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"author_id" uuid,
	"author_label" text NOT NULL,
	"viewpoint" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "viewer_annotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"position" jsonb NOT NULL,
	"element" text,
	"text" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"title" text NOT NULL,
	"assignee" text,
	"due_date" text,
	"status" text NOT NULL,
	"elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_viewpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bcf_comments" ADD CONSTRAINT "bcf_comments_topic_id_bcf_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."bcf_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcf_comments" ADD CONSTRAINT "bcf_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcf_snapshots" ADD CONSTRAINT "bcf_snapshots_topic_id_bcf_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."bcf_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcf_topics" ADD CONSTRAINT "bcf_topics_version_id_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."file_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcf_topics" ADD CONSTRAINT "bcf_topics_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_annotations" ADD CONSTRAINT "viewer_annotations_version_id_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."file_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_annotations" ADD CONSTRAINT "viewer_annotations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_tasks" ADD CONSTRAINT "viewer_tasks_version_id_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."file_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_tasks" ADD CONSTRAINT "viewer_tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_viewpoints" ADD CONSTRAINT "viewer_viewpoints_version_id_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."file_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_viewpoints" ADD CONSTRAINT "viewer_viewpoints_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bcf_comments_topic_idx" ON "bcf_comments" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "bcf_topics_version_idx" ON "bcf_topics" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcf_topics_version_guid_unique" ON "bcf_topics" USING btree ("version_id","guid");--> statement-breakpoint
CREATE INDEX "viewer_annotations_version_idx" ON "viewer_annotations" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "viewer_tasks_version_idx" ON "viewer_tasks" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "viewer_viewpoints_version_idx" ON "viewer_viewpoints" USING btree ("version_id");