// `sr-bench report RUN [--json | --html] [--output F]`: `--json` prints exactly the run's
// `reportDocument` (the sr-bench 1.0 report); `--html` prints its self-contained HTML page, the
// file the dashboard downloads; `--output F` writes either to F, created exclusively (never
// overwritten). Without either, a summary table of the typed report.
import { resolveId } from '../id-prefix.ts';
import { clientOptions, request, UsageError } from '../client.ts';
import { writeNewFile } from '../files.ts';
import { graphql } from '../gql/index.ts';
import { notFound } from '../run-fields.ts';
import { fixed, interval, keyValues, percent, table, usd } from '../table.ts';
import { CLIENT_OPTIONS, onePositional, parseVerbArgs, printJson } from './args.ts';

export const REPORT_USAGE = 'Usage: sr-bench report RUN [--json | --html] [--output FILE] [--url URL]';

const ReportDocument = graphql(`
  query ReportDocument($id: ID!) {
    run(id: $id) {
      runId
      reportDocument
    }
  }
`);

const ReportHtml = graphql(`
  query ReportHtml($id: ID!) {
    run(id: $id) {
      runId
      reportHtml
    }
  }
`);

const ReportSummary = graphql(`
  query ReportSummary($id: ID!) {
    run(id: $id) {
      runId
      name
      report {
        status
        complete
        totalSpendUsd
        wallTimeSeconds
        limitations
        failure {
          reason
          targetId
          caseId
        }
        targets {
          targetId
          accuracy
          accuracyCi95
          accuracyDenominator
          correct
          scored
          completed
          failed
          timeouts
          pending
          costUsd
          evaluationCostUsd
          latencyP50Seconds
          latencyP95Seconds
        }
      }
    }
  }
`);

export async function reportCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, { ...CLIENT_OPTIONS, html: { type: 'boolean' }, output: { type: 'string', short: 'o' } }, REPORT_USAGE);
  if (values.help) return (console.log(REPORT_USAGE), 0);
  const typed = onePositional(positionals, 'RUN', REPORT_USAGE);
  if (values.output === '') throw new UsageError('--output needs a file name', REPORT_USAGE);
  if (values.html && values.json) throw new UsageError('--html and --json are two formats of one report: choose one', REPORT_USAGE);
  const client = clientOptions(values.url);
  const id = await resolveId(client, 'run', typed);

  if (values.html) {
    const { run } = await request(client, ReportHtml, { id });
    if (!run) throw notFound(id);
    if (values.output === undefined) process.stdout.write(run.reportHtml);
    else {
      writeNewFile(values.output, run.reportHtml);
      console.log(`Wrote the HTML report of ${run.runId} to ${values.output} (one file; it opens offline)`);
    }
    return 0;
  }

  if (values.json || values.output !== undefined) {
    const { run } = await request(client, ReportDocument, { id });
    if (!run) throw notFound(id);
    if (values.output !== undefined) {
      writeNewFile(values.output, `${JSON.stringify(run.reportDocument, null, 2)}\n`);
      if (!values.json) console.log(`Wrote the report of ${run.runId} to ${values.output}`);
    } else {
      printJson(run.reportDocument);
    }
    return 0;
  }

  const { run } = await request(client, ReportSummary, { id });
  if (!run) throw notFound(id);
  const r = run.report;
  console.log(
    keyValues([
      ['run', run.runId],
      ['name', run.name],
      ['status', r.status.toLowerCase()],
      ['complete', r.complete ? 'yes' : 'no'],
      ['wall time', `${r.wallTimeSeconds.toFixed(1)} s`],
      ['total spend', usd(r.totalSpendUsd) ?? 'unknown'],
      ...(r.failure ? ([['failure', [r.failure.reason, r.failure.targetId, r.failure.caseId].filter(Boolean).join(' · ')]] as [string, string][]) : []),
    ]),
  );
  console.log();
  console.log(
    table(
      ['TARGET', 'ACCURACY', 'WILSON 95%', 'CORRECT', 'DONE', 'FAILED', 'TIMEOUT', 'PENDING', 'SUBJECT COST', 'EVAL COST', 'P50 S', 'P95 S'],
      r.targets.map((t) => [
        t.targetId,
        percent(t.accuracy),
        interval(t.accuracyCi95, percent),
        t.correct === null || t.correct === undefined ? null : `${t.correct}/${t.scored}`,
        t.completed,
        t.failed,
        t.timeouts,
        t.pending,
        usd(t.costUsd),
        usd(t.evaluationCostUsd),
        fixed(2)(t.latencyP50Seconds),
        fixed(2)(t.latencyP95Seconds),
      ]),
    ),
  );
  for (const limitation of r.limitations) console.log(`note: ${limitation}`);
  return 0;
}
