CREATE TABLE "stored_plans" (
	"seq" bigserial NOT NULL,
	"owner" text COLLATE "C" NOT NULL,
	"plan_sha256" text NOT NULL,
	"manifest" text NOT NULL,
	"planned_at" timestamp(6) with time zone NOT NULL,
	CONSTRAINT "stored_plans_owner_plan_sha256_pk" PRIMARY KEY("owner","plan_sha256")
);
--> statement-breakpoint
CREATE INDEX "stored_plans_owner_planned_idx" ON "stored_plans" USING btree ("owner","planned_at" DESC NULLS LAST);