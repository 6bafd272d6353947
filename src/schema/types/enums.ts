// Enumerations of stored status strings; GraphQL names are upper case, values are the stored text.
import { builder } from '../builder.ts';

function storedEnum<const V extends string>(name: string, values: readonly V[], description: string) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<Uppercase<V>, { value: V }>,
  });
}

export const RUN_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled', 'interrupted'] as const;
export { TERMINAL_RUN_STATUSES } from '../../domain/run/status.ts';

export const RunStatusEnum = storedEnum('RunStatus', RUN_STATUSES, 'Run lifecycle status (service.md §1.5).');
export const RunStatusFilterEnum = storedEnum(
  'RunStatusFilter',
  [...RUN_STATUSES, 'active'] as const,
  'A run status to filter by; ACTIVE means queued or running.',
);
export const RunModeEnum = storedEnum('RunMode', ['live', 'preview', 'replay'] as const, 'How a run produces results.');
export const CostPolicyEnum = storedEnum(
  'CostPolicy',
  ['require_priced', 'capability_only'] as const,
  'Whether every call must be priced before it is sent.',
);
export const ResultStatusEnum = storedEnum(
  'ResultStatus',
  ['running', 'completed', 'failed', 'cancelled', 'sent_unknown', 'timeout'] as const,
  'Case result (cell) status (service.md §1.5).',
);
export const CallStatusEnum = storedEnum(
  'CallStatus',
  ['sent', 'completed', 'failed', 'cancelled', 'sent_unknown', 'replayed'] as const,
  'Model call status (service.md §1.5).',
);
export const CallRoleEnum = storedEnum(
  'CallRole',
  ['subject', 'judge', 'simulator'] as const,
  'Why a call was made: the evaluated target (subject) or evaluation overhead (judge, simulator).',
);
