CREATE TABLE "application_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_links" ADD CONSTRAINT "application_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_links_token_key" ON "application_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "application_links_application_idx" ON "application_links" USING btree ("application_id");