CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "interview_interviewers_pkey" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"office" text NOT NULL,
	"video_link" text,
	"duration_minutes" integer NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"starts_at" timestamp with time zone,
	"cutoff_hours" integer DEFAULT 24 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"proposed_by_id" integer,
	"proposed_by_name" text NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_kind_check" CHECK ("interviews"."kind" in ('phone', 'video', 'onsite')),
	CONSTRAINT "interviews_office_check" CHECK ("interviews"."office" in ('hyderabad', 'manchester')),
	CONSTRAINT "interviews_state_check" CHECK ("interviews"."state" in ('proposed', 'booked', 'rescheduled', 'held', 'no_show', 'cancelled')),
	CONSTRAINT "interviews_duration_check" CHECK ("interviews"."duration_minutes" between 15 and 480),
	CONSTRAINT "interviews_cutoff_check" CHECK ("interviews"."cutoff_hours" between 0 and 168),
	CONSTRAINT "interviews_video_link_check" CHECK ("interviews"."kind" <> 'video' or "interviews"."video_link" is not null)
);
--> statement-breakpoint
CREATE TABLE "offer_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"by_id" integer,
	"by_name" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_templates" (
	"career_id" integer PRIMARY KEY NOT NULL,
	"criteria" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"interviewer_id" integer NOT NULL,
	"ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendation" text,
	"notes" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_recommendation_check" CHECK ("scorecards"."recommendation" is null or "recommendation" in ('strong_no', 'no', 'yes', 'strong_yes')),
	CONSTRAINT "scorecards_submitted_check" CHECK ("scorecards"."submitted_at" is null or "scorecards"."recommendation" is not null)
);
--> statement-breakpoint
CREATE TABLE "shortlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"shortlist_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"share_summary" boolean DEFAULT true NOT NULL,
	"share_resume" boolean DEFAULT false NOT NULL,
	"share_note" boolean DEFAULT false NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"answer" text,
	"answer_comment" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "shortlist_entries_answer_check" CHECK ("shortlist_entries"."answer" is null or "answer" in ('interview', 'not_a_fit', 'question'))
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"career_id" integer NOT NULL,
	"client_sno" integer NOT NULL,
	"title" text NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"created_by_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlists_state_check" CHECK ("shortlists"."state" in ('draft', 'shared', 'answered', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "interview_id" integer;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "interview_sequence" integer;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_overrides" ADD CONSTRAINT "offer_overrides_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_overrides" ADD CONSTRAINT "offer_overrides_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_templates" ADD CONSTRAINT "scorecard_templates_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_client_sno_clients_sno_fk" FOREIGN KEY ("client_sno") REFERENCES "public"."clients"("sno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "interview_interviewers_user_idx" ON "interview_interviewers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_interview_starts_key" ON "interview_slots" USING btree ("interview_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_uid_key" ON "interviews" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_state_starts_idx" ON "interviews" USING btree ("state","starts_at");--> statement-breakpoint
CREATE INDEX "offer_overrides_application_idx" ON "offer_overrides" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_interview_interviewer_key" ON "scorecards" USING btree ("interview_id","interviewer_id");--> statement-breakpoint
CREATE INDEX "scorecards_interviewer_idx" ON "scorecards" USING btree ("interviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_entries_shortlist_application_key" ON "shortlist_entries" USING btree ("shortlist_id","application_id");--> statement-breakpoint
CREATE INDEX "shortlist_entries_application_idx" ON "shortlist_entries" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_token_key" ON "shortlists" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shortlists_career_idx" ON "shortlists" USING btree ("career_id");--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_mails_interview_idx" ON "outgoing_mails" USING btree ("interview_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('export', 'erase', 'purge', 'orphan-sweep', 'person-merge', 'person-unmerge', 'note-edit', 'note-delete', 'offer-override', 'shortlist-share', 'shortlist-revoke', 'shortlist-view', 'shortlist-download'));