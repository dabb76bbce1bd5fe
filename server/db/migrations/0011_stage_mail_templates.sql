CREATE TABLE "stage_mail_templates" (
	"status_code" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "stage_mail_templates" ADD CONSTRAINT "stage_mail_templates_status_code_application_statuses_code_fk" FOREIGN KEY ("status_code") REFERENCES "public"."application_statuses"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_mail_templates" ADD CONSTRAINT "stage_mail_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The templates a small firm starts with (docs/decisions/0021): warm, short, editable at
-- /admin/mail-templates.
INSERT INTO "stage_mail_templates" ("status_code", "subject", "body")
SELECT v.code, v.subject, v.body FROM (VALUES
  ('PROFILE_SCREENED', 'Your application for {{jobTitle}}: next steps', 'Dear {{firstName}},

Thank you for your patience. We have read your application for **{{jobTitle}}** and would like to look at your profile more closely. There is nothing you need to do yet: we will be in touch about the next step.

You can see where your application stands at any time on [your status page]({{statusLink}}).

Warm regards,  
The {{firmName}} careers team'),
  ('INTERVIEWING', 'Invitation to interview: {{jobTitle}}', 'Dear {{firstName}},

Good news: we would like to meet you to talk about the **{{jobTitle}}** role. A member of our team will contact you shortly to agree a time that suits you.

You can see where your application stands at any time on [your status page]({{statusLink}}).

Warm regards,  
The {{firmName}} careers team'),
  ('OFFER_RELEASED', 'An offer for {{jobTitle}}', 'Dear {{firstName}},

We are delighted to tell you that we are making you an offer for the **{{jobTitle}}** role. You will receive the details separately; please take the time you need to read them, and ask us anything.

You can see where your application stands at any time on [your status page]({{statusLink}}).

Warm regards,  
The {{firmName}} careers team'),
  ('REJECTED', 'Your application for {{jobTitle}}', 'Dear {{firstName}},

Thank you for the time you gave to your application for **{{jobTitle}}**. We have thought about it carefully and have decided not to take it further this time.

We know this is not the news you hoped for. We would be glad to hear from you again when another role suits you.

Warm regards,  
The {{firmName}} careers team'),
  ('NO_SHOW', 'We missed you: {{jobTitle}}', 'Dear {{firstName}},

We were sorry not to see you at the time we arranged for the **{{jobTitle}}** role. If something came up, simply reply to this e-mail and we will see what we can do.

Warm regards,  
The {{firmName}} careers team')
) AS v(code, subject, body)
WHERE EXISTS (SELECT 1 FROM "application_statuses" s WHERE s.code = v.code)
ON CONFLICT DO NOTHING;
