-- The report's arrivals at one status (time to offer, time to fill) are a few thousand first-reach rows:
-- with this index they are fetched, not found by scanning the whole history (figures: docs/decisions/0027).
CREATE INDEX "application_history_first_reach_idx" ON "application_status_history" USING btree ("to_status","application_id") WHERE "application_status_history"."first_reach";
