ALTER TABLE "application_status_history" ADD COLUMN "undoes_id" integer;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "voided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_undoes_id_application_status_history_id_fk" FOREIGN KEY ("undoes_id") REFERENCES "public"."application_status_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_history_undoes_key" ON "application_status_history" USING btree ("undoes_id");