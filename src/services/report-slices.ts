// Building a report on a shared event loop (docs/reports.md "Event loop"): rows are put in
// slices and metric scopes recomputed one at a time, with a turn of the loop between, so a
// large report never keeps other requests, subscriptions or the in-process worker waiting
// for its whole computation.
import { effectiveCalls } from '../domain/accounting/effective-calls.ts';
import { ReportAccumulator } from '../domain/report/accumulator.ts';
import type { CallSummary, ReportDocument, ReportInput, ResultData } from '../domain/report/index.ts';

/** Rows put between two turns of the event loop. */
const PUT_SLICE = 2_000;

/** Lets the event loop serve what is waiting (I/O included) before going on. */
export const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Puts results and calls (with their stored sequence numbers) in slices. */
export async function putInSlices(
  accumulator: ReportAccumulator,
  results: readonly ResultData[],
  calls: readonly { seq: number; call: CallSummary }[],
): Promise<void> {
  for (let i = 0; i < results.length; i += PUT_SLICE) {
    for (const row of results.slice(i, i + PUT_SLICE)) accumulator.putResult(row);
    if (results.length > PUT_SLICE) await pause();
  }
  for (let i = 0; i < calls.length; i += PUT_SLICE) {
    for (const { seq, call } of calls.slice(i, i + PUT_SLICE)) accumulator.putCall(seq, call);
    if (calls.length > PUT_SLICE) await pause();
  }
  await accumulator.refresh(pause);
}

/** `buildReport(input)`, the same document, computed in slices. */
export async function buildReportInSlices(input: ReportInput): Promise<ReportDocument> {
  const accumulator = new ReportAccumulator(input.run.manifest);
  const calls = effectiveCalls(input.calls, input.accountingCorrection).map((call, seq) => ({ seq, call }));
  await putInSlices(accumulator, input.results, calls);
  return accumulator.document(input);
}
