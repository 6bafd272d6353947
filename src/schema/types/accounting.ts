// Offline usage reconciliation (docs/accounting.md): `Mutation.reconcileUsage` and
// `Run.accountingCorrections`. The artifact type itself lives with the report (report.ts).
import { correctionsOfRuns } from '../../db/queries/accounting-corrections.ts';
import type { RunRecord } from '../../db/queries/runs.ts';
import type { AccountingCorrection } from '../../domain/report/input.ts';
import { reconcileRunUsage } from '../../services/reconcile.ts';
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
import { entityId } from '../ids.ts';
import { AccountingCorrectionRef } from './report.ts';
import { RunRef } from './run.ts';

builder.objectField(RunRef, 'accountingCorrections', (t) =>
  t.loadableList({
    type: AccountingCorrectionRef,
    description: 'Every accounting correction of this run, oldest first; the newest is the one in force.',
    resolve: (run) => run,
    loaderOptions: { cacheKeyFn: (run: RunRecord) => run.id },
    load: async (runs: RunRecord[], ctx) => {
      const rows = await correctionsOfRuns(
        ctx.db,
        runs.map((r) => r.id),
      );
      return runs.map((run) => rows.filter((row) => row.runId === run.id).map((row) => row.data as AccountingCorrection));
    },
  }),
);

builder.relayMutationField(
  'reconcileUsage',
  {
    description: 'The run whose saved calls to re-verify.',
    inputFields: (t) => ({
      runId: t.id({
        required: true,
        description: 'The run to reconcile (natural or global id): a live run in a terminal status with at least one saved call.',
      }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.reconcileUsage },
    description:
      'Re-verifies a terminal live run’s saved calls against their raw stream evidence and stores a correction ' +
      '(the newest one is in force). Zero model requests; calls, results and the run are not changed. Idempotent: the same evidence returns the stored correction unchanged.',
    resolve: async (_root, { input }, ctx) => succeeded((await reconcileRunUsage(ctx.deps, ctx.viewer, entityId('Run', String(input.runId)))).correction),
  },
  {
    description: 'The stored correction, or why reconciliation was refused.',
    outputFields: (t) => ({
      correction: t.field({
        type: AccountingCorrectionRef,
        nullable: true,
        description: 'The correction now in force; null when refused.',
        resolve: (p) => p.result,
      }),
      userErrors: userErrorsField(t),
    }),
  },
);
