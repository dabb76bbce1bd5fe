ALTER TABLE "blogs" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "description_html" text;--> statement-breakpoint
-- File names stored before invisible characters were stripped on upload (a right-to-left override made
-- "invoice\u202Excod.pdf" show as "invoicefdp.docx"): the same format characters are removed here.
UPDATE "applications"
SET "resume_filename" = regexp_replace("resume_filename", '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]', '', 'g')
WHERE "resume_filename" ~ '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]';
