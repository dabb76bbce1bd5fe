CREATE TABLE "person_search" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"application_ids" integer[] NOT NULL,
	"career_ids" integer[] NOT NULL,
	"facets" text[] NOT NULL,
	"status_code" text NOT NULL,
	"city" text,
	"state" text,
	"first_applied_at" timestamp with time zone NOT NULL,
	"last_applied_at" timestamp with time zone NOT NULL,
	"retention_anchor" timestamp with time zone NOT NULL,
	"resume_document" "tsvector" NOT NULL,
	"fields_document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_search" ADD CONSTRAINT "person_search_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_search_facets_idx" ON "person_search" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "person_search_resume_idx" ON "person_search" USING gin ("resume_document");--> statement-breakpoint
CREATE INDEX "person_search_fields_idx" ON "person_search" USING gin ("fields_document");--> statement-breakpoint
CREATE INDEX "person_search_recent_idx" ON "person_search" USING btree ("last_applied_at" DESC NULLS LAST,"person_id" DESC NULLS LAST);--> statement-breakpoint
-- The talent pool's summary of each person (docs/decisions/0055), kept here by the database: the triggers
-- below refresh the people whose applications, stage history, résumé texts or merges change, once per
-- statement, so a bulk insert or a purge refreshes its people in one pass.
--
-- Searches read every row found (a count, the most recent first): the résumés' words live beside the table
-- (TOAST) rather than in its rows, which stay about a hundred bytes.
ALTER TABLE "person_search" SET (toast_tuple_target = 128);--> statement-breakpoint
-- The statuses the retention purge takes (PURGED_STATUS_CODES in server/services/retention.ts; a test
-- checks that both say the same).
CREATE FUNCTION "talent_pool_purged_statuses"() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['REJECTED', 'NO_SHOW']
$$;--> statement-breakpoint
-- tsvectors one after the other, as `||` joins two.
CREATE AGGREGATE "tsvector_concat_agg"(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');--> statement-breakpoint
-- Refreshes the rows of the people `person_ids` belong to: each is followed through merges to the record
-- that survives, whose row sums up its applications and those of every record merged into it. A record
-- merged into another has no row; nor has a person with no application. The people are locked (in id order,
-- for this transaction) before their applications are read, so two transactions changing one person's
-- applications at the same moment refresh one after the other, the second seeing the first's change.
CREATE FUNCTION "refresh_person_search"("person_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  roots integer[];
BEGIN
  IF person_ids IS NULL OR cardinality(person_ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM person_search s USING people p
    WHERE s.person_id = p.id AND p.id = ANY(person_ids) AND p.merged_into_id IS NOT NULL;
  WITH RECURSIVE up(id, next, depth) AS (
    SELECT p.id, p.merged_into_id, 0 FROM people p WHERE p.id = ANY(person_ids)
    UNION ALL
    SELECT p.id, p.merged_into_id, u.depth + 1 FROM up u JOIN people p ON p.id = u.next WHERE u.depth < 50
  )
  SELECT coalesce(array_agg(DISTINCT id ORDER BY id), '{}') INTO roots FROM up WHERE next IS NULL;
  IF cardinality(roots) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(55, r) FROM unnest(roots) AS r ORDER BY r;
  WITH RECURSIVE tree(root, id, depth) AS (
    SELECT r, r, 0 FROM unnest(roots) AS r
    UNION ALL
    SELECT t.root, p.id, t.depth + 1 FROM tree t JOIN people p ON p.merged_into_id = t.id WHERE t.depth < 50
  ), apps AS (
    SELECT t.root, a.id, a.career_id, a.status_code, a.city, a.state, a.source, a.applied_at,
      to_tsvector('simple', a.full_name || ' ' || a.email || ' ' || coalesce(a.city, '') || ' ' ||
        coalesce(a.state, '') || ' ' || coalesce(a.source, '')) AS fields,
      CASE WHEN a.status_code = ANY(talent_pool_purged_statuses())
        THEN coalesce((SELECT max(h.changed_at) FROM application_status_history h WHERE h.application_id = a.id),
          a.updated_at)
        ELSE 'infinity'::timestamptz END AS kept_from
    FROM tree t JOIN applications a ON a.person_id = t.id
  ), summary AS (
    SELECT root,
      array_agg(id ORDER BY applied_at DESC, id DESC) AS application_ids,
      array_agg(career_id ORDER BY applied_at DESC, id DESC) AS career_ids,
      (array_agg(status_code ORDER BY applied_at DESC, id DESC))[1] AS status_code,
      (array_agg(city ORDER BY applied_at DESC, id DESC))[1] AS city,
      (array_agg(state ORDER BY applied_at DESC, id DESC))[1] AS state,
      min(applied_at) AS first_applied_at,
      max(applied_at) AS last_applied_at,
      max(kept_from) AS retention_anchor,
      tsvector_concat_agg(fields ORDER BY applied_at, id) AS fields_document
    FROM apps GROUP BY root
  ), facets AS (
    SELECT root, array_agg(DISTINCT f ORDER BY f) AS facets
    FROM apps CROSS JOIN LATERAL unnest(ARRAY['c:' || career_id, 's:' || lower(state), 'l:' || lower(city),
      'o:' || source]) AS f
    WHERE f IS NOT NULL GROUP BY root
  ), resumes AS (
    SELECT apps.root, tsvector_concat_agg(r.document ORDER BY apps.applied_at, apps.id) AS resume_document
    FROM apps JOIN resume_texts r ON r.application_id = apps.id GROUP BY apps.root
  ), written AS (
    INSERT INTO person_search AS s (person_id, application_ids, career_ids, facets, status_code, city, state,
      first_applied_at, last_applied_at, retention_anchor, resume_document, fields_document)
    SELECT m.root, m.application_ids, m.career_ids, coalesce(f.facets, '{}'), m.status_code, m.city, m.state,
      m.first_applied_at, m.last_applied_at, m.retention_anchor, coalesce(r.resume_document, ''),
      m.fields_document
    FROM summary m LEFT JOIN facets f ON f.root = m.root LEFT JOIN resumes r ON r.root = m.root
    ON CONFLICT (person_id) DO UPDATE SET application_ids = excluded.application_ids,
      career_ids = excluded.career_ids, facets = excluded.facets, status_code = excluded.status_code,
      city = excluded.city, state = excluded.state, first_applied_at = excluded.first_applied_at,
      last_applied_at = excluded.last_applied_at, retention_anchor = excluded.retention_anchor,
      resume_document = excluded.resume_document, fields_document = excluded.fields_document
    -- A change the summary does not show (a note, a name on the person) rewrites nothing.
    WHERE (s.application_ids, s.career_ids, s.facets, s.status_code, s.city, s.state, s.first_applied_at,
        s.last_applied_at, s.retention_anchor, s.resume_document, s.fields_document)
      IS DISTINCT FROM (excluded.application_ids, excluded.career_ids, excluded.facets, excluded.status_code,
        excluded.city, excluded.state, excluded.first_applied_at, excluded.last_applied_at,
        excluded.retention_anchor, excluded.resume_document, excluded.fields_document)
    RETURNING s.person_id
  )
  DELETE FROM person_search s
    WHERE s.person_id = ANY(roots) AND NOT EXISTS (SELECT 1 FROM summary m WHERE m.root = s.person_id);
END
$$;--> statement-breakpoint
-- Applications added or removed (an application, a seed, an erasure, the purge) …
CREATE FUNCTION "person_search_applications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_person_search(ARRAY(SELECT DISTINCT person_id FROM changed_rows WHERE person_id IS NOT NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "person_search_on_application_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "person_search_applications_changed"();--> statement-breakpoint
CREATE TRIGGER "person_search_on_application_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "person_search_applications_changed"();--> statement-breakpoint
-- … or changed in what the summary shows: their person (matching on arrival, a merge, its undo), status,
-- career, place, source, dates, name or e-mail. Both the person it left and the one it went to.
CREATE FUNCTION "person_search_applications_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_person_search(ARRAY(
    SELECT DISTINCT x.person_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.person_id), (n.person_id)) AS x(person_id)
    WHERE x.person_id IS NOT NULL
      AND (o.person_id, o.status_code, o.career_id, o.applied_at, o.updated_at, o.full_name, o.email, o.city,
          o.state, o.source)
        IS DISTINCT FROM (n.person_id, n.status_code, n.career_id, n.applied_at, n.updated_at, n.full_name,
          n.email, n.city, n.state, n.source)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "person_search_on_application_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "person_search_applications_updated"();--> statement-breakpoint
-- Stage history (the retention rule's last change) and résumé texts, added or removed: their applications'
-- people. Rows removed with their application find no person, which the application's own trigger refreshed.
CREATE FUNCTION "person_search_application_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_person_search(ARRAY(
    SELECT DISTINCT a.person_id FROM applications a
    WHERE a.id IN (SELECT application_id FROM changed_rows) AND a.person_id IS NOT NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "person_search_on_history_insert" AFTER INSERT ON "application_status_history" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "person_search_application_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "person_search_on_history_delete" AFTER DELETE ON "application_status_history" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "person_search_application_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "person_search_on_resume_insert" AFTER INSERT ON "resume_texts" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "person_search_application_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "person_search_on_resume_delete" AFTER DELETE ON "resume_texts" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "person_search_application_rows_changed"();--> statement-breakpoint
-- A history row's time or application, or a résumé's text, edited (rare: per row). The history's own
-- triggers (migration 0015) set only left_at and first_reach, which do not set this off.
CREATE FUNCTION "person_search_application_row_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_person_search(ARRAY(
    SELECT a.person_id FROM applications a
    WHERE a.id IN (OLD.application_id, NEW.application_id) AND a.person_id IS NOT NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "person_search_on_history_update" AFTER UPDATE OF "changed_at", "application_id" ON "application_status_history" FOR EACH ROW EXECUTE FUNCTION "person_search_application_row_updated"();--> statement-breakpoint
CREATE TRIGGER "person_search_on_resume_update" AFTER UPDATE OF "text", "application_id" ON "resume_texts" FOR EACH ROW EXECUTE FUNCTION "person_search_application_row_updated"();--> statement-breakpoint
-- A merge, its undo, or the record merged into being deleted: the record itself (it gains or loses its row)
-- and the one it was merged into.
CREATE FUNCTION "person_search_person_merged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_person_search(ARRAY[NEW.id, OLD.merged_into_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "person_search_on_merge" AFTER UPDATE OF "merged_into_id" ON "people" FOR EACH ROW WHEN (OLD."merged_into_id" IS DISTINCT FROM NEW."merged_into_id") EXECUTE FUNCTION "person_search_person_merged"();--> statement-breakpoint
-- Everyone already there.
SELECT refresh_person_search(ARRAY(SELECT id FROM people));
