CREATE TABLE "accounting_corrections" (
	"seq" bigserial NOT NULL,
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"run_id" text COLLATE "C" NOT NULL,
	"created_at" timestamp(6) with time zone NOT NULL,
	"evidence_sha256" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "accounting_corrections_seq_key" UNIQUE("seq"),
	CONSTRAINT "accounting_corrections_run_evidence" UNIQUE("run_id","evidence_sha256")
);
--> statement-breakpoint
CREATE TABLE "benchmark_options" (
	"benchmark" text COLLATE "C" PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp(6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_evidence" (
	"call_id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"run_id" text COLLATE "C" NOT NULL,
	"path" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp(6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"seq" bigserial NOT NULL,
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"run_id" text COLLATE "C" NOT NULL,
	"case_id" text COLLATE "C" NOT NULL,
	"target_id" text COLLATE "C" NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"data" text NOT NULL,
	"summary" jsonb NOT NULL,
	CONSTRAINT "calls_seq_key" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "dataset_cases" (
	"dataset_id" text COLLATE "C" NOT NULL,
	"position" integer NOT NULL,
	"case_id" text COLLATE "C" NOT NULL,
	"benchmark" text NOT NULL,
	"category" text NOT NULL,
	"public" jsonb NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "dataset_cases_dataset_id_position_pk" PRIMARY KEY("dataset_id","position")
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"seq" bigserial NOT NULL,
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"profile" text,
	"split" text,
	"manifest" jsonb NOT NULL,
	"cases_jsonl" "bytea" NOT NULL,
	"case_count" integer NOT NULL,
	"created_at" timestamp(6) with time zone NOT NULL,
	CONSTRAINT "datasets_seq_key" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"run_id" text COLLATE "C" NOT NULL,
	"at" timestamp(6) with time zone NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_deletions" (
	"seq" bigserial NOT NULL,
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"owner" text COLLATE "C" NOT NULL,
	"request_key" text,
	"deleted_at" timestamp(6) with time zone NOT NULL,
	"unlinked_runs" integer NOT NULL,
	CONSTRAINT "experiment_deletions_owner_request_key" UNIQUE("owner","request_key")
);
--> statement-breakpoint
CREATE TABLE "experiment_runs" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"experiment_id" text COLLATE "C" NOT NULL,
	"run_id" text COLLATE "C" NOT NULL,
	"role" text NOT NULL,
	"hypothesis" text NOT NULL,
	"linked_at" timestamp(6) with time zone NOT NULL,
	CONSTRAINT "experiment_runs_pair" UNIQUE("experiment_id","run_id")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"seq" bigserial NOT NULL,
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"owner" text COLLATE "C" NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp(6) with time zone NOT NULL,
	"updated_at" timestamp(6) with time zone NOT NULL,
	"request_key" text,
	CONSTRAINT "experiments_seq_key" UNIQUE("seq"),
	CONSTRAINT "experiments_owner_request_key" UNIQUE("owner","request_key")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"source_sha256" text NOT NULL,
	"source_path" text NOT NULL,
	"imported_at" timestamp(6) with time zone NOT NULL,
	"run_ids" text[] NOT NULL,
	"counts" jsonb NOT NULL,
	CONSTRAINT "imports_source_sha256_unique" UNIQUE("source_sha256")
);
--> statement-breakpoint
CREATE TABLE "preparation_jobs" (
	"seq" bigserial NOT NULL,
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"owner" text COLLATE "C" NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"dataset_id" text COLLATE "C",
	"error" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp(6) with time zone NOT NULL,
	"updated_at" timestamp(6) with time zone NOT NULL,
	CONSTRAINT "preparation_jobs_seq_key" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "recipe_snapshots" (
	"seq" bigserial NOT NULL,
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"run_id" text COLLATE "C" NOT NULL,
	"target_id" text COLLATE "C" NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp(6) with time zone NOT NULL,
	CONSTRAINT "recipe_snapshots_seq_key" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "recovery_claims" (
	"seq" bigserial NOT NULL,
	"parent_run_id" text COLLATE "C" NOT NULL,
	"case_id" text COLLATE "C" NOT NULL,
	"target_id" text COLLATE "C" NOT NULL,
	"child_run_id" text COLLATE "C" NOT NULL,
	CONSTRAINT "recovery_claims_parent_run_id_case_id_target_id_pk" PRIMARY KEY("parent_run_id","case_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "results" (
	"seq" bigserial NOT NULL,
	"run_id" text COLLATE "C" NOT NULL,
	"case_id" text COLLATE "C" NOT NULL,
	"target_id" text COLLATE "C" NOT NULL,
	"status" text NOT NULL,
	"benchmark" text,
	"data" jsonb NOT NULL,
	CONSTRAINT "results_run_id_case_id_target_id_pk" PRIMARY KEY("run_id","case_id","target_id"),
	CONSTRAINT "results_seq_key" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "run_provenance" (
	"run_id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"seq" bigserial NOT NULL,
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"owner" text COLLATE "C" NOT NULL,
	"request_key" text,
	"status" text NOT NULL,
	"created_at" timestamp(6) with time zone NOT NULL,
	"updated_at" timestamp(6) with time zone NOT NULL,
	"manifest" text NOT NULL,
	"manifest_summary" jsonb NOT NULL,
	"error" text,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"profile" text NOT NULL,
	"plan_sha256" text,
	"case_sha256" text,
	"cost_policy" text,
	"parent_run_id" text COLLATE "C",
	"experiment_id" text COLLATE "C",
	"target_ids" text[] NOT NULL,
	"case_count" integer NOT NULL,
	"planned_cells" integer NOT NULL,
	"search_text" text NOT NULL,
	"started_at" timestamp(6) with time zone,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"user_cancelled" boolean DEFAULT false NOT NULL,
	"first_failure_recorded" boolean DEFAULT false NOT NULL,
	"spent_usd" double precision DEFAULT 0 NOT NULL,
	"reserved_usd" double precision DEFAULT 0 NOT NULL,
	"worker_id" text,
	"lease_expires_at" timestamp(6) with time zone,
	"import_digest" text,
	CONSTRAINT "runs_seq_key" UNIQUE("seq"),
	CONSTRAINT "runs_owner_request_key" UNIQUE("owner","request_key")
);
--> statement-breakpoint
CREATE TABLE "targets" (
	"seq" bigserial NOT NULL,
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp(6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "accounting_corrections_run_seq_idx" ON "accounting_corrections" USING btree ("run_id","seq");--> statement-breakpoint
CREATE INDEX "call_evidence_run_idx" ON "call_evidence" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "calls_run_seq_idx" ON "calls" USING btree ("run_id","seq");--> statement-breakpoint
CREATE INDEX "calls_run_status_seq_idx" ON "calls" USING btree ("run_id","status","seq");--> statement-breakpoint
CREATE INDEX "calls_run_role_seq_idx" ON "calls" USING btree ("run_id","role","seq");--> statement-breakpoint
CREATE INDEX "calls_run_target_seq_idx" ON "calls" USING btree ("run_id","target_id","seq");--> statement-breakpoint
CREATE INDEX "dataset_cases_benchmark_idx" ON "dataset_cases" USING btree ("dataset_id","benchmark","position");--> statement-breakpoint
CREATE INDEX "events_run_seq_idx" ON "events" USING btree ("run_id","seq");--> statement-breakpoint
CREATE INDEX "events_run_kind_seq_idx" ON "events" USING btree ("run_id","kind","seq");--> statement-breakpoint
CREATE INDEX "experiment_runs_run_idx" ON "experiment_runs" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "preparation_jobs_created_idx" ON "preparation_jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recipe_snapshots_run_idx" ON "recipe_snapshots" USING btree ("run_id","seq");--> statement-breakpoint
CREATE INDEX "recovery_claims_child_idx" ON "recovery_claims" USING btree ("child_run_id");--> statement-breakpoint
CREATE INDEX "results_run_seq_idx" ON "results" USING btree ("run_id","seq");--> statement-breakpoint
CREATE INDEX "results_run_status_idx" ON "results" USING btree ("run_id","status");--> statement-breakpoint
CREATE INDEX "runs_created_idx" ON "runs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "runs_status_idx" ON "runs" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "runs_owner_idx" ON "runs" USING btree ("owner","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "runs_profile_idx" ON "runs" USING btree ("profile");--> statement-breakpoint
CREATE INDEX "runs_mode_idx" ON "runs" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "runs_parent_idx" ON "runs" USING btree ("parent_run_id");--> statement-breakpoint
CREATE INDEX "runs_experiment_idx" ON "runs" USING btree ("experiment_id");