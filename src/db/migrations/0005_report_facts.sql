-- The call facts a report reads (src/domain/report/call-facts.ts keeps the same key list).
CREATE FUNCTION report_call_facts(summary jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(summary)
  WHERE key = ANY (ARRAY['model', 'selected_model', 'decision', 'usage', 'cost_usd', 'inference_call_count', 'latency_s', 'ttft_s', 'finish_reason', 'model_usage', 'cache_read_reported', 'phase', 'fault_injected', 'injected_fault', 'response_status', 'call_index', 'error', 'failure'])
$$;--> statement-breakpoint
-- An update stamps the writing transaction too (an insert takes the column default).
CREATE FUNCTION stamp_written_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.written_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "report_facts" jsonb GENERATED ALWAYS AS (report_call_facts(summary)) STORED;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "written_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "written_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "calls_run_written_idx" ON "calls" USING btree ("run_id","written_xid");--> statement-breakpoint
CREATE INDEX "results_run_written_idx" ON "results" USING btree ("run_id","written_xid");--> statement-breakpoint
CREATE TRIGGER calls_stamp_written_xid BEFORE UPDATE ON "calls" FOR EACH ROW EXECUTE FUNCTION stamp_written_xid();--> statement-breakpoint
CREATE TRIGGER results_stamp_written_xid BEFORE UPDATE ON "results" FOR EACH ROW EXECUTE FUNCTION stamp_written_xid();
