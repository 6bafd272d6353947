import { generateStore } from './generate-store.ts';
import { readReportInput } from '../test/domain/report/journal-input.ts';
import { ReportAccumulator } from '../src/domain/report/accumulator.ts';
import { mkdtempSync } from 'node:fs';
const dir = mkdtempSync('/tmp/prof/store-');
const store = generateStore(dir, 'standard');
const input = readReportInput(`${dir}/journal.sqlite3`, store.runs[0]!.id);
const acc = new ReportAccumulator(input.run.manifest);
let t = performance.now();
for (const r of input.results) acc.putResult(r);
input.calls.forEach((c, i) => acc.putCall(i, c));
acc.document(input);
console.log('full', performance.now() - t);
for (const k of [1, 10, 64, 256]) {
  const times: number[] = [];
  for (let rep = 0; rep < 10; rep++) {
    for (let j = 0; j < k; j++) {
      const i = Math.floor(Math.random() * input.results.length);
      acc.putResult({ ...input.results[i]! });
      const c = Math.floor(Math.random() * input.calls.length);
      acc.putCall(c, { ...input.calls[c]! });
    }
    t = performance.now(); acc.document(input); times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(k, 'writes: median', times[5]!.toFixed(1), 'max', times[9]!.toFixed(1));
}
import { Session } from 'node:inspector/promises';
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start');
const plan = (await import('../src/domain/plan/planned-cells.ts')).plannedCells(input.run.manifest);
const rowsByCell = new Map(input.results.map((r) => [`${r.case_id}|${r.target_id}`, r]));
let p = 0;
const N = 30;
for (let rep = 0; rep < N; rep++) {
  for (let j = 0; j < 64; j++) { const cell = plan[(p++) % plan.length]!; const r = rowsByCell.get(`${cell.case_id}|${cell.target_id}`); if (r) acc.putResult({ ...r }); const c = p % input.calls.length; acc.putCall(c, { ...input.calls[c]! }); }
  acc.document(input);
}
const { profile } = await s.post('Profiler.stop');
const self = new Map<string, number>();
const dt = profile.timeDeltas!; const byId = new Map(profile.nodes.map(n => [n.id, n]));
const counts = new Map<number, number>();
profile.samples!.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
let total = 0;
for (const [id, us] of counts) { total += us; const n = byId.get(id)!; const k = `${n.callFrame.functionName}@${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + us); }
console.log('per doc ms', total / N / 1000);
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 22).map(([k, v]) => `${(v / N / 1000).toFixed(2)}ms ${k}`).join('\n'));
