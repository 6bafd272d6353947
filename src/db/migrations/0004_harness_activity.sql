CREATE TABLE "harness_activity" (
	"run_id" text COLLATE "C" NOT NULL,
	"case_id" text COLLATE "C" NOT NULL,
	"target_id" text COLLATE "C" NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp(6) with time zone NOT NULL,
	CONSTRAINT "harness_activity_run_id_case_id_target_id_pk" PRIMARY KEY("run_id","case_id","target_id")
);
