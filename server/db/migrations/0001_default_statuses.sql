-- The eight application statuses (docs/requirements.md#application-statuses), with their orders (a test
-- checks they match contracts/application-status.ts).
INSERT INTO "application_statuses" ("code", "label", "sort_order") VALUES
  ('APPLIED', 'Applied', 1),
  ('PROFILE_SCREENED', 'Profile Screened', 2),
  ('INTERVIEWING', 'Interviewing', 3),
  ('OFFER_RELEASED', 'Offer Released', 4),
  ('OFFER_ACCEPTED', 'Offer Accepted', 5),
  ('POSITION_FILLED', 'Position Filled', 6),
  ('NO_SHOW', 'No Show', 90),
  ('REJECTED', 'Rejected', 99)
ON CONFLICT ("code") DO NOTHING;
