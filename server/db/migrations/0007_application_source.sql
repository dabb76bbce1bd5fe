ALTER TABLE "applications" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source_medium" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source_campaign" text;