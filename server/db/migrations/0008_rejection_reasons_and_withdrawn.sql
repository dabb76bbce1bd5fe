CREATE TABLE "rejection_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"needs_note" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "reason_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "rejection_reasons_label_key" ON "rejection_reasons" USING btree (lower("label"));--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_reason_id_rejection_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."rejection_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The reasons a small firm starts with (docs/decisions/0020); admins keep the list. "Other" asks for a note.
INSERT INTO "rejection_reasons" ("label", "needs_note", "sort_order") VALUES
  ('Skills do not match', false, 1),
  ('Experience level', false, 2),
  ('Position filled', false, 3),
  ('Chose another candidate', false, 4),
  ('Other', true, 5)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The candidate withdrew (decision 0020): ends the pipeline like REJECTED, between NO_SHOW and it.
INSERT INTO "application_statuses" ("code", "label", "sort_order") VALUES ('WITHDRAWN', 'Withdrawn', 95)
ON CONFLICT ("code") DO NOTHING;
