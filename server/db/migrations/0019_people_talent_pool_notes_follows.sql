CREATE TABLE "career_follows" (
	"user_id" integer NOT NULL,
	"career_id" integer NOT NULL,
	"delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_follows_pkey" PRIMARY KEY("user_id","career_id"),
	CONSTRAINT "career_follows_delivery_check" CHECK ("career_follows"."delivery" in ('each', 'digest', 'none'))
);
--> statement-breakpoint
CREATE TABLE "mentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "note_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"by_id" integer,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_revisions_kind_check" CHECK ("note_revisions"."kind" in ('created', 'edited', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer,
	"application_id" integer,
	"author_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "notes_subject_check" CHECK ("notes"."person_id" is not null or "notes"."application_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"merged_into_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"kept_person_id" integer NOT NULL,
	"merged_person_id" integer NOT NULL,
	"application_ids" jsonb NOT NULL,
	"merged_by" integer,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" integer,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "person_tags" (
	"person_id" integer NOT NULL,
	"tag" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_tags_pkey" PRIMARY KEY("person_id","tag")
);
--> statement-breakpoint
CREATE TABLE "resume_texts" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reason" text,
	"document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED NOT NULL,
	"extracted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_texts_state_check" CHECK ("resume_texts"."state" in ('extracted', 'empty', 'unreadable', 'too-large'))
);
--> statement-breakpoint
CREATE TABLE "staff_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"digest_time" text DEFAULT '09:00' NOT NULL,
	"last_digest_on" date,
	"last_digest_at" timestamp with time zone,
	"board_view" text DEFAULT 'cards' NOT NULL,
	"board_sort" text DEFAULT 'applied' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_preferences_digest_time_check" CHECK ("staff_preferences"."digest_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "staff_preferences_board_view_check" CHECK ("staff_preferences"."board_view" in ('cards', 'list'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "career_follows" ADD CONSTRAINT "career_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_follows" ADD CONSTRAINT "career_follows_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_revisions" ADD CONSTRAINT "note_revisions_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_revisions" ADD CONSTRAINT "note_revisions_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_merged_into_id_people_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_kept_person_id_people_id_fk" FOREIGN KEY ("kept_person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_merged_person_id_people_id_fk" FOREIGN KEY ("merged_person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_tags" ADD CONSTRAINT "person_tags_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_tags" ADD CONSTRAINT "person_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_texts" ADD CONSTRAINT "resume_texts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_preferences" ADD CONSTRAINT "staff_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_follows_career_idx" ON "career_follows" USING btree ("career_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentions_note_user_key" ON "mentions" USING btree ("note_id","user_id");--> statement-breakpoint
CREATE INDEX "mentions_user_idx" ON "mentions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "note_revisions_note_idx" ON "note_revisions" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "notes_person_idx" ON "notes" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "notes_application_idx" ON "notes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "people_email_idx" ON "people" USING btree ("email");--> statement-breakpoint
CREATE INDEX "people_mobile_idx" ON "people" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "people_merged_into_idx" ON "people" USING btree ("merged_into_id");--> statement-breakpoint
CREATE INDEX "person_merges_kept_idx" ON "person_merges" USING btree ("kept_person_id");--> statement-breakpoint
CREATE INDEX "person_merges_merged_idx" ON "person_merges" USING btree ("merged_person_id");--> statement-breakpoint
CREATE INDEX "person_tags_tag_idx" ON "person_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "resume_texts_document_idx" ON "resume_texts" USING gin ("document");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_person_idx" ON "applications" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin (to_tsvector('simple', "full_name" || ' ' || "email" || ' ' || coalesce("city", '') || ' ' || coalesce("state", '') || ' ' || coalesce("source", '')));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('export', 'erase', 'purge', 'orphan-sweep', 'person-merge', 'person-unmerge', 'note-edit', 'note-delete'));--> statement-breakpoint
-- Every application already received belongs to a person: one per e-mail address (docs/decisions/0047).
INSERT INTO "people" ("full_name", "email", "mobile", "created_at")
SELECT DISTINCT ON (lower("email")) "full_name", lower("email"), "mobile", "applied_at"
FROM "applications" ORDER BY lower("email"), "applied_at" DESC;--> statement-breakpoint
UPDATE "applications" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = lower("applications"."email");
