ALTER TABLE "application_status_history" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "first_reach" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Recomputes "left_at" and "first_reach" of every row of the given applications from their counted (not
-- voided) rows: rows written out of order, voided or deleted later come out as a fresh computation would.
-- The reports then read stays and first arrivals off the rows instead of sorting the whole history each time.
CREATE FUNCTION "refresh_history_stays"("application_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  WITH counted AS (
    SELECT id,
      lead(changed_at) OVER (PARTITION BY application_id ORDER BY changed_at, id) AS left_at,
      row_number() OVER (PARTITION BY application_id, to_status ORDER BY changed_at, id) = 1 AS first_reach
    FROM application_status_history
    WHERE application_id = ANY(application_ids) AND NOT voided
  ), wanted AS (
    SELECT h.id, c.left_at, coalesce(c.first_reach, false) AS first_reach
    FROM application_status_history h LEFT JOIN counted c ON c.id = h.id
    WHERE h.application_id = ANY(application_ids)
  )
  UPDATE application_status_history h SET left_at = wanted.left_at, first_reach = wanted.first_reach
  FROM wanted
  WHERE h.id = wanted.id
    AND (h.left_at IS DISTINCT FROM wanted.left_at OR h.first_reach IS DISTINCT FROM wanted.first_reach)
$$;--> statement-breakpoint
-- Once per statement for rows added or deleted (a seed or a bulk move writes many at once) …
CREATE FUNCTION "history_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_history_stays(ARRAY(SELECT DISTINCT application_id FROM changed_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "history_stays_on_insert" AFTER INSERT ON "application_status_history" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "history_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "history_stays_on_delete" AFTER DELETE ON "application_status_history" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "history_rows_changed"();--> statement-breakpoint
-- … and per row for an undo's voiding (or any edit of what the stays depend on). The refresh itself only
-- sets left_at and first_reach, so it never sets this trigger off again.
CREATE FUNCTION "history_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_history_stays(ARRAY[OLD.application_id, NEW.application_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "history_stays_on_update" AFTER UPDATE OF "voided", "changed_at", "to_status", "application_id" ON "application_status_history" FOR EACH ROW EXECUTE FUNCTION "history_row_changed"();--> statement-breakpoint
-- The rows already there.
SELECT refresh_history_stays(ARRAY(SELECT DISTINCT application_id FROM application_status_history));
