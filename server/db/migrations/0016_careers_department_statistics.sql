-- The report and the filters choose careers by trim(department). Without statistics on that expression the
-- planner guesses one career matches, and for a department's report it then looks up each applicant's
-- history one by one instead of hashing it, which is slower (docs/decisions/0026). ANALYZE
-- (autovacuum on PostgreSQL, the maintenance run on the embedded database) fills them.
CREATE STATISTICS "careers_department_stats" ON (trim("department")) FROM "careers";
