CREATE TABLE "report_snapshots" (
	"run_id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"document" text NOT NULL,
	"facts" text NOT NULL,
	"created_at" timestamp(6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_totals" (
	"run_id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"updated_at" text NOT NULL,
	"calls_seq" bigint NOT NULL,
	"events_seq" bigint NOT NULL,
	"calls" jsonb NOT NULL,
	"events" jsonb NOT NULL,
	"results" jsonb NOT NULL
);
