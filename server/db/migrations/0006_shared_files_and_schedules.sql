CREATE TABLE "scheduled_runs" (
	"task" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_pkey" PRIMARY KEY("bucket","key","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_pkey" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_fk" FOREIGN KEY ("bucket","key") REFERENCES "public"."stored_files"("bucket","key") ON DELETE cascade ON UPDATE no action;