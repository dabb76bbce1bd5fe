CREATE TABLE "rule_changes" (
	"rule" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "rule_changes" ("rule") VALUES ('offer-gate');
