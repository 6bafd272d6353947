CREATE TABLE "run_notes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text COLLATE "C" NOT NULL,
	"run_id" text COLLATE "C" NOT NULL,
	"case_id" text COLLATE "C",
	"target_id" text COLLATE "C",
	"author" text COLLATE "C" NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp(6) with time zone NOT NULL,
	"request_key" text NOT NULL,
	CONSTRAINT "run_notes_id" UNIQUE("id"),
	CONSTRAINT "run_notes_author_key" UNIQUE("author","request_key")
);
--> statement-breakpoint
CREATE INDEX "run_notes_run_idx" ON "run_notes" USING btree ("run_id","seq");