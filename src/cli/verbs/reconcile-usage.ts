// `sr-bench reconcile-usage RUN [--json]`: re-verifies a terminal live run's usage against its
// raw stream evidence (docs/accounting.md "Reconciliation"). The server stores the correction once per evidence, so
// repeating the command returns the same correction; nothing is sent to any model. `--json`
// prints the correction artifact (`document`); otherwise a summary.
import { resolveId } from '../id-prefix.ts';
import { clientOptions, request, resultOf } from '../client.ts';
import { graphql } from '../gql/index.ts';
import { keyValues, table } from '../table.ts';
import { CLIENT_OPTIONS, onePositional, parseVerbArgs, printJson } from './args.ts';

export const RECONCILE_USAGE_USAGE = 'Usage: sr-bench reconcile-usage RUN [--json] [--url URL]';

const ReconcileUsage = graphql(`
  mutation ReconcileUsage($runId: ID!) {
    reconcileUsage(input: { runId: $runId }) {
      correction {
        correctionId
        version
        createdAt
        planSha256
        evidenceSha256
        qualified
        verifiedCallCount
        unverifiableCallCount
        correctedCallCount
        originalKnownSpendUsd
        correctedKnownSpendUsd
        modelRequests
        document
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export async function reconcileUsageCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, CLIENT_OPTIONS, RECONCILE_USAGE_USAGE);
  if (values.help) return (console.log(RECONCILE_USAGE_USAGE), 0);
  const typed = onePositional(positionals, 'RUN', RECONCILE_USAGE_USAGE);
  const client = clientOptions(values.url);
  const runId = await resolveId(client, 'run', typed);

  // The server answers NOT_FOUND itself: the mutation's result is never null.
  const c = resultOf((await request(client, ReconcileUsage, { runId })).reconcileUsage, 'correction');
  if (values.json) return (printJson(c.document), 0);
  console.log(
    keyValues([
      ['run', runId],
      ['correction', c.correctionId],
      ['version', c.version],
      ['created', c.createdAt],
      ['calls', `${count(c.verifiedCallCount)} verified, ${count(c.unverifiableCallCount)} unverifiable, ${count(c.correctedCallCount)} corrected`],
      ['known spend', `${spendUsd(c.originalKnownSpendUsd)} original → ${spendUsd(c.correctedKnownSpendUsd)} corrected`],
      [
        'qualified',
        c.qualified === null || c.qualified === undefined ? null : c.qualified ? 'yes: every call verified' : 'no: some calls could not be verified',
      ],
      ['plan sha256', c.planSha256],
      ['evidence sha256', c.evidenceSha256],
      ['model requests', c.modelRequests],
    ]),
  );
  const reasons = unverifiableReasons(c.document);
  if (reasons.size) console.log(`\nUnverifiable calls:\n${table(['REASON', 'CALLS'], [...reasons])}`);
  // Reports read the newest correction; the saved receipts themselves never change.
  console.log(`\nReports of ${runId} use this correction; its calls and results are unchanged (sr-bench report ${runId}).`);
  return 0;
}

const count = (value: number | null | undefined) => (value === null || value === undefined ? '?' : String(value));

/** Call costs are fractions of a cent: four decimals would print most of them as $0.0000. */
export const spendUsd = (value: number | null | undefined) => (value === null || value === undefined ? 'unknown' : `$${value.toFixed(6)}`);

/** Unverified rows of the artifact's `calls`, counted by their `unknown_reason`. */
function unverifiableReasons(document: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  const calls = typeof document === 'object' && document !== null ? (document as { calls?: unknown }).calls : undefined;
  if (!Array.isArray(calls)) return counts;
  for (const row of calls as unknown[]) {
    if (typeof row !== 'object' || row === null || (row as { verified?: unknown }).verified === true) continue;
    const reason = (row as { unknown_reason?: unknown }).unknown_reason;
    const key = typeof reason === 'string' ? reason : 'unknown reason';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
