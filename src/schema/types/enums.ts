// Enumerations of stored status strings; GraphQL names are upper case, values are the stored text.
import { builder } from '../builder.ts';

function storedEnum<const V extends string>(name: string, values: readonly V[], description: string, valueDescriptions: Record<V, string>) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v, description: valueDescriptions[v] }])) as Record<
      Uppercase<V>,
      { value: V; description: string }
    >,
  });
}

export const RUN_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled', 'interrupted'] as const;
export { TERMINAL_RUN_STATUSES } from '../../domain/run/status.ts';

const RUN_STATUS_DESCRIPTIONS: Record<(typeof RUN_STATUSES)[number], string> = {
  queued: 'Admitted and waiting for a worker to start dispatching its cells.',
  running: 'A worker is dispatching its cells.',
  completed: 'Terminal: every planned cell ended with a graded result and nothing failed.',
  failed:
    'Terminal: a cell failed (dispatch stops at the first failure), some planned cells never finished, or the worker hit an internal error; `error` says why.',
  cancelled: 'Terminal: a user cancelled the run or its run deadline passed; cells not yet dispatched stay pending.',
  interrupted:
    'Terminal: the worker that owned the run stopped; calls in flight became SENT_UNKNOWN and nothing is re-sent. Continue with an explicit recovery run.',
};

export const RunStatusEnum = storedEnum(
  'RunStatus',
  RUN_STATUSES,
  'Where a run is in its lifecycle: QUEUED, then RUNNING, then one of the terminal statuses COMPLETED, FAILED, CANCELLED or INTERRUPTED, which a run never leaves.',
  RUN_STATUS_DESCRIPTIONS,
);
export const RunStatusFilterEnum = storedEnum(
  'RunStatusFilter',
  [...RUN_STATUSES, 'active'] as const,
  'A run status to filter by; ACTIVE means queued or running.',
  { ...RUN_STATUS_DESCRIPTIONS, active: 'Queued or running: not yet terminal.' },
);
export const RunModeEnum = storedEnum('RunMode', ['live', 'preview', 'replay'] as const, 'How a run produces results.', {
  live: 'Sends real model requests to the subject targets and grades the answers: the only mode whose quality and cost are measured.',
  preview:
    'Asks each MoM router for its routing decision per case through its preview endpoint: nothing is generated, no calls or cost are recorded, and accuracy is null.',
  replay:
    'An offline estimate built from a completed live single-model baseline and a completed preview: saved results and calls are copied, zero model requests. Never planned with planRun.',
});
export const CostPolicyEnum = storedEnum(
  'CostPolicy',
  ['require_priced', 'capability_only'] as const,
  'Whether every call must be priced before it is sent.',
  {
    require_priced:
      'The default ("Quality and cost"): every target needs prices, every call reserves a USD upper bound before it is sent and must end with a known cost, and dispatch stops at the run budget.',
    capability_only:
      '"Quality only": no prices needed, no reservation and no USD stop; known spend is still recorded, but savings are never claimed. Time, call and output limits still apply.',
  },
);
export const ResultStatusEnum = storedEnum(
  'ResultStatus',
  ['running', 'completed', 'failed', 'cancelled', 'sent_unknown', 'timeout'] as const,
  'Status of one case result (a cell: one case on one subject target). A planned cell that was never dispatched has no result.',
  {
    running: 'The cell was picked up and its calls are in progress.',
    completed: 'The cell ended with a graded outcome (an answer cut off at the output limit completes as incorrect).',
    failed: 'An error ended the cell while the run was not being cancelled; counts as incorrect.',
    cancelled: 'An error ended the cell after the run was cancelled or a run or case deadline passed; counts as incorrect.',
    sent_unknown: 'The worker stopped while the cell was running; its requests may have been billed and are never retried. Counts as incorrect.',
    timeout: 'Found only in imported history; this server never writes it. Counted separately, as incorrect.',
  },
);
export const CallStatusEnum = storedEnum(
  'CallStatus',
  ['sent', 'completed', 'failed', 'cancelled', 'sent_unknown', 'replayed'] as const,
  'Status of one model call (one request to a target).',
  {
    sent: 'Recorded before the first request byte left; the call is in flight.',
    completed: 'The response finished successfully.',
    failed: 'The call failed while its cell was not being cancelled.',
    cancelled: 'The call ended early or failed after its run was cancelled or a deadline passed.',
    sent_unknown: 'The worker stopped while the call was in flight: the provider may have received and billed it. It is never re-sent.',
    replayed: 'A copy of a saved call in an offline replay run; nothing was sent.',
  },
);
export const CallRoleEnum = storedEnum(
  'CallRole',
  ['subject', 'judge', 'simulator'] as const,
  'Why a call was made: the evaluated target (subject) or evaluation overhead (judge, simulator).',
  {
    subject: 'A call to the evaluated target itself.',
    judge: 'A call to the fixed judge model that grades answers of judge-graded benchmarks; its cost is evaluation overhead.',
    simulator: 'A call to the fixed model that plays the user in agent benchmarks; its cost is evaluation overhead.',
  },
);
