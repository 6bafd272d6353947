// "Every saved row is intact" and "no call was sent twice", as checks over the rows of one run and
// the simulated provider's own request log (docs/runs.md; docs/transport.md "Evidence").
// `runProblems` returns readable findings; a test asserts the list is empty.
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import * as t from '../../src/db/schema.ts';
import { SERVICE_RESTARTED, WORKER_STOPPED } from '../../src/db/writes/restart-recovery.ts';
import { plannedCells } from '../../src/domain/plan/planned-cells.ts';
import type { LoggedRequest } from '../helpers/simulator-process.ts';

export interface RunRows {
  run: typeof t.runs.$inferSelect;
  results: (typeof t.results.$inferSelect)[];
  calls: { row: typeof t.calls.$inferSelect; data: Record<string, unknown> }[];
  events: (typeof t.events.$inferSelect)[];
  evidence: Map<string, { runId: string; bytes: Buffer }[]>;
}

export async function readRunRows(db: Db, runId: string): Promise<RunRows> {
  const [run] = await db.select().from(t.runs).where(eq(t.runs.id, runId));
  if (!run) throw new Error(`run ${runId} not found`);
  const results = await db.select().from(t.results).where(eq(t.results.runId, runId)).orderBy(asc(t.results.seq));
  const callRows = await db.select().from(t.calls).where(eq(t.calls.runId, runId)).orderBy(asc(t.calls.seq));
  const events = await db.select().from(t.events).where(eq(t.events.runId, runId)).orderBy(asc(t.events.seq));
  const evidence = new Map<string, { runId: string; bytes: Buffer }[]>();
  for (const call of callRows) {
    const rows = await db.select({ runId: t.callEvidence.runId, bytes: t.callEvidence.bytes }).from(t.callEvidence).where(eq(t.callEvidence.callId, call.id));
    evidence.set(
      call.id,
      rows.map((r) => ({ runId: r.runId, bytes: Buffer.from(r.bytes) })),
    );
  }
  return { run, results, calls: callRows.map((row) => ({ row, data: JSON.parse(row.data) as Record<string, unknown> })), events, evidence };
}

/** JSON with sorted keys (stored call data is canonical JSON; the wire body keeps insertion order). */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What identifies one model request: its model and its exact messages (so also its case, role and turn). */
export function requestKey(body: { model?: unknown; messages?: unknown } | null | undefined): string {
  return createHash('sha256')
    .update(sortedJson([body?.model ?? null, body?.messages ?? null]))
    .digest('hex');
}

function callKey(data: Record<string, unknown>): string {
  const request = data.request as { effective_body?: { model?: unknown; messages?: unknown } } | undefined;
  return requestKey(request?.effective_body);
}

const TERMINAL_RUN = new Set(['completed', 'failed', 'cancelled', 'interrupted']);
const TERMINAL_CELL = new Set(['completed', 'failed', 'cancelled', 'sent_unknown']);
const FINISHED_CALL = new Set(['completed', 'failed', 'cancelled']);

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export interface IntegrityOptions {
  /** Requests the provider received for this run (and no other run with the same prompts). */
  requests: LoggedRequest[];
}

export function runProblems(rows: RunRows, options: IntegrityOptions): string[] {
  const problems: string[] = [];
  const problem = (text: string) => problems.push(text);
  const { run, results, calls, events, evidence } = rows;
  const manifest = JSON.parse(run.manifest) as Parameters<typeof plannedCells>[0];
  const planned = new Set(plannedCells(manifest).map((c) => `${c.case_id}\u0000${c.target_id}`));
  const cellKey = (caseId: string, targetId: string) => `${caseId}\u0000${targetId}`;

  // The run: terminal, no worker holds it any more.
  if (!TERMINAL_RUN.has(run.status)) problem(`run status ${run.status} is not terminal`);
  if (run.workerId !== null || run.leaseExpiresAt !== null) problem(`terminal run still leased by ${run.workerId}`);
  if (run.status === 'interrupted' && run.error !== SERVICE_RESTARTED) problem(`interrupted run error ${run.error}`);

  // Cells: planned, terminal, consistent data.
  const resultByCell = new Map(results.map((r) => [cellKey(r.caseId, r.targetId), r]));
  const callsByCell = new Map<string, typeof calls>();
  for (const call of calls) {
    const key = cellKey(call.row.caseId, call.row.targetId);
    callsByCell.set(key, [...(callsByCell.get(key) ?? []), call]);
  }
  for (const result of results) {
    const key = cellKey(result.caseId, result.targetId);
    const data = result.data as Record<string, unknown>;
    const where = `cell ${result.caseId}/${result.targetId}`;
    if (!planned.has(key)) problem(`${where} is not a planned cell`);
    if (!TERMINAL_CELL.has(result.status)) problem(`${where} status ${result.status}`);
    if (data.status !== result.status || data.case_id !== result.caseId || data.target_id !== result.targetId)
      problem(`${where} data disagrees with its columns`);
    if (!str(data.started_at)) problem(`${where} has no started_at`);
    const cellCalls = callsByCell.get(key) ?? [];
    if (result.status === 'completed') {
      if (typeof data.correct !== 'boolean' || (data.score !== 0 && data.score !== 1)) problem(`${where} completed without a binary grade`);
      if (!str(data.finished_at)) problem(`${where} completed without finished_at`);
      if (data.call_count !== cellCalls.length) problem(`${where} call_count ${String(data.call_count)} but ${cellCalls.length} call rows`);
      if (cellCalls.some((c) => c.row.status !== 'completed')) problem(`${where} completed with an unfinished or failed call`);
      const subjectCosts = cellCalls.filter((c) => c.row.role === 'subject').map((c) => c.data.cost_usd);
      const expected = subjectCosts.every(num) ? subjectCosts.reduce((a, b) => a + b, 0) : null;
      if (expected === null ? data.cost_usd !== null : !num(data.cost_usd) || Math.abs(data.cost_usd - expected) > 1e-12)
        problem(`${where} cost_usd ${String(data.cost_usd)} is not the sum of its subject calls`);
    } else if (result.status === 'failed' || result.status === 'cancelled') {
      if (!str(data.error) || !str(data.finished_at)) problem(`${where} ${result.status} without error/finished_at`);
    } else if (result.status === 'sent_unknown') {
      if (data.error !== WORKER_STOPPED) problem(`${where} sent_unknown error ${String(data.error)}`);
    }
  }

  // Calls: a cell row for each, a finished record or the start record of a sent_unknown call,
  // exactly one evidence object, unique requests.
  const seen = new Map<string, number>();
  for (const { row, data } of calls) {
    const where = `call ${row.id} (${row.caseId}/${row.role})`;
    if (row.runId !== run.id) problem(`${where} belongs to ${row.runId}`);
    if (!resultByCell.has(cellKey(row.caseId, row.targetId))) problem(`${where} has no cell row`);
    if (!['subject', 'judge', 'simulator'].includes(row.role)) problem(`${where} role ${row.role}`);
    if (!FINISHED_CALL.has(row.status) && row.status !== 'sent_unknown') problem(`${where} status ${row.status} in a terminal run`);
    if (!str(data.started_at) || typeof data.request !== 'object') problem(`${where} lacks its start record`);
    if (row.status === 'completed') {
      if (!str(data.finished_at) || !num(data.latency_s) || typeof data.final !== 'string') problem(`${where} completed without finished_at/latency_s/final`);
      if (typeof data.usage !== 'object' || data.usage === null) problem(`${where} completed without usage`);
      if (JSON.parse(run.manifest).cost_policy === 'require_priced' && !num(data.cost_usd)) problem(`${where} completed without cost_usd under require_priced`);
      if (data.response_status !== 200) problem(`${where} completed with response_status ${String(data.response_status)}`);
    } else if (FINISHED_CALL.has(row.status)) {
      if (!str(data.error) || !str(data.finished_at)) problem(`${where} ${row.status} without error/finished_at`);
    } else if (row.status === 'sent_unknown' && data.finished_at !== undefined) {
      problem(`${where} sent_unknown but carries a finished record`);
    }
    const objects = evidence.get(row.id) ?? [];
    if (objects.length !== 1 || objects[0]?.runId !== run.id) problem(`${where} has ${objects.length} evidence objects`);
    const key = callKey(data);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  for (const [key, count] of seen) if (count > 1) problem(`${count} call rows for one (case, target, role, turn) request ${key.slice(0, 12)}`);

  // The provider's log: every request it received has its call row (journal before send), none
  // was received twice, a completed call's evidence is byte for byte what the provider sent, and
  // any other call's evidence is a prefix of it.
  const requestsByKey = new Map<string, LoggedRequest[]>();
  for (const request of options.requests) {
    const key = requestKey(request.body);
    requestsByKey.set(key, [...(requestsByKey.get(key) ?? []), request]);
  }
  for (const [key, list] of requestsByKey) {
    const rowsForKey = seen.get(key) ?? 0;
    if (list.length > rowsForKey) problem(`provider received ${list.length} request(s) ${key.slice(0, 12)} for ${rowsForKey} call row(s)`);
  }
  for (const { row, data } of calls) {
    const where = `call ${row.id} (${row.caseId}/${row.role})`;
    const received = requestsByKey.get(callKey(data)) ?? [];
    if (row.status === 'completed' && received.length !== 1) problem(`${where} completed but the provider logged ${received.length} request(s)`);
    const stored = evidence.get(row.id)?.[0]?.bytes;
    const sent = received[0] ? Buffer.from(received[0].response.bytes_base64, 'base64') : Buffer.alloc(0);
    if (stored === undefined) continue;
    if (row.status === 'completed' && !stored.equals(sent))
      problem(`${where} evidence (${stored.length} B) differs from the ${sent.length} B the provider sent`);
    if (row.status === 'completed' && !stored.toString('utf8').trimEnd().endsWith('data: [DONE]')) problem(`${where} evidence does not end with [DONE]`);
    if (row.status !== 'completed' && received[0] && !received[0].in_flight && !sent.subarray(0, stored.length).equals(stored))
      problem(`${where} evidence is not a prefix of what the provider sent`);
  }

  // Events: one per change, in the transactions that made them.
  const kinds = events.map((e) => e.kind);
  const count = (kind: string) => kinds.filter((k) => k === kind).length;
  if (kinds[0] !== 'created') problem(`first event ${kinds[0]}`);
  if (count('created') !== 1) problem(`${count('created')} created events`);
  if (count('running') !== 1 && !(run.status === 'interrupted' && count('running') === 0)) problem(`${count('running')} running events`);
  const statusEvents = kinds.filter((k) => TERMINAL_RUN.has(k));
  if (statusEvents.length !== 1 || statusEvents[0] !== run.status) problem(`terminal events ${statusEvents.join(',')} for a ${run.status} run`);
  if (count('case_running') !== results.length) problem(`${count('case_running')} case_running events for ${results.length} cells`);
  for (const status of TERMINAL_CELL) {
    const cells = results.filter((r) => r.status === status).length;
    if (count(`case_${status}`) !== cells) problem(`${count(`case_${status}`)} case_${status} events for ${cells} such cells`);
  }
  const sentIds = events
    .filter((e) => e.kind === 'call_sent')
    .map((e) => (e.data as { call_id?: string }).call_id)
    .sort();
  const callIds = calls.map((c) => c.row.id).sort();
  if (JSON.stringify(sentIds) !== JSON.stringify(callIds)) problem(`call_sent events ${sentIds.length} do not match the ${callIds.length} call rows`);
  if (count('failure_observed') > 1) problem(`${count('failure_observed')} failure_observed events`);
  for (let i = 1; i < events.length; i += 1) if ((events[i]?.seq ?? 0) <= (events[i - 1]?.seq ?? 0)) problem('event seq not increasing');

  // Budget: spent = the known costs of finished calls (docs/runs.md "One model call", steps 12–13).
  const spent = calls.filter((c) => FINISHED_CALL.has(c.row.status) && num(c.data.cost_usd)).reduce((sum, c) => sum + (c.data.cost_usd as number), 0);
  if (Math.abs(run.spentUsd - spent) > 1e-9) problem(`spent_usd ${run.spentUsd} but finished calls cost ${spent}`);
  return problems;
}

/** Counts by status, for readable assertions. */
export function statusCounts(list: readonly { status: string }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of list) out[item.status] = (out[item.status] ?? 0) + 1;
  return out;
}
