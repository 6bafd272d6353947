ALTER TABLE "runs" ADD COLUMN "imported_from" text;--> statement-breakpoint
UPDATE "runs" SET "imported_from" = (
  SELECT "imports"."source_sha256" FROM "imports" WHERE "runs"."id" = ANY("imports"."run_ids") ORDER BY "imports"."seq" LIMIT 1
) WHERE "import_digest" IS NOT NULL;
