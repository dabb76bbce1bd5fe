CREATE TABLE "report_data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"last_txid" bigint,
	CONSTRAINT "report_data_version_one_row" CHECK ("report_data_version"."id")
);--> statement-breakpoint
INSERT INTO "report_data_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- Bumps the count once per transaction (last_txid), at commit: a deferred constraint trigger runs after the
-- transaction's own locks are taken, so waiting for this row can never close a deadlock, and the new count
-- becomes visible together with the change it counts.
CREATE FUNCTION "bump_report_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "report_data_version" SET "version" = "version" + 1, "last_txid" = txid_current()
    WHERE "last_txid" IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "applications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE TRIGGER "report_data_truncated" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "application_status_history" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE TRIGGER "report_data_truncated" AFTER TRUNCATE ON "application_status_history" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "careers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE TRIGGER "report_data_truncated" AFTER TRUNCATE ON "careers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "clients" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE TRIGGER "report_data_truncated" AFTER TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "application_statuses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE TRIGGER "report_data_truncated" AFTER TRUNCATE ON "application_statuses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "rejection_reasons" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_report_data_version"();--> statement-breakpoint
CREATE TRIGGER "report_data_truncated" AFTER TRUNCATE ON "rejection_reasons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_data_version"();
