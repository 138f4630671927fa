CREATE TABLE "bcf_topic_files" (
	"topic_id" uuid NOT NULL,
	"key" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "bcf_topic_files_topic_id_key_pk" PRIMARY KEY("topic_id","key")
);
--> statement-breakpoint
ALTER TABLE "bcf_comments" ADD COLUMN "bcf" jsonb;--> statement-breakpoint
ALTER TABLE "bcf_topics" ADD COLUMN "bcf" jsonb;--> statement-breakpoint
ALTER TABLE "bcf_topic_files" ADD CONSTRAINT "bcf_topic_files_topic_id_bcf_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."bcf_topics"("id") ON DELETE cascade ON UPDATE no action;