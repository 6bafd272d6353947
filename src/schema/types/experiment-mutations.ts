// Experiments (docs/experiments.md; docs/dashboard.md "Experiments"): the list and the single read, run counts and members on Experiment, and createExperiment / attachRun /
// deleteExperiment.
import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import { ownerScope, type Context } from '../../context.ts';
import {
  countExperiments,
  countMembers,
  EXPERIMENT_ORDER,
  experimentRunCounts,
  listExperiments,
  listMembers,
  MEMBER_ORDER,
  type ExperimentRecord,
  type ExperimentRunCounts,
} from '../../db/queries/experiments.ts';
import { attachRun, createExperiment, deleteExperiment, type DeletionReceipt } from '../../services/experiments.ts';
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
import { entityId } from '../ids.ts';
import { pageRequest, toConnection, type ListIdentity } from '../pagination.ts';
import { ExperimentRef, MembershipRef } from './experiment.ts';
import { ExperimentRoleEnum } from './enums.ts';

// ---- Experiment: counts and members ------------------------------------------------------

/** One grouped statement per request for every experiment whose counts are asked for. */
const runCountsLoader = createContextCache(
  (ctx: Context) => new DataLoader<string, ExperimentRunCounts>((ids) => experimentRunCounts(ctx.db, ids, ownerScope(ctx.viewer))),
);

builder.objectFields(ExperimentRef, (t) => ({
  runCount: t.int({
    description: 'Linked runs that you may see.',
    resolve: async (experiment, _args, ctx) => (await runCountsLoader(ctx).load(experiment.id)).runs,
  }),
  activeRunCount: t.int({
    description: 'Linked runs that are not terminal (queued or running); deletion waits for them.',
    resolve: async (experiment, _args, ctx) => (await runCountsLoader(ctx).load(experiment.id)).active,
  }),
  members: t.connection(
    {
      type: MembershipRef,
      description: 'Linked runs with their role, in link order.',
      resolve: async (experiment, args, ctx) => {
        const list: ListIdentity = { kind: 'experiment-members', scope: experiment.id, arity: MEMBER_ORDER.columns.length };
        const page = pageRequest(args, list);
        const owner = ownerScope(ctx.viewer);
        const result = await listMembers(ctx.db, experiment.id, owner, page);
        return toConnection(
          result,
          list,
          (m) => [m.seq],
          () => countMembers(ctx.db, experiment.id, owner),
        );
      },
    },
    {
      name: 'ExperimentMemberConnection',
      description: 'A page of an experiment’s linked runs, in link order.',
      edgesField: { description: 'The memberships of this page, in order.' },
    },
    { name: 'ExperimentMemberEdge', description: 'One membership in a page, with its cursor.', nodeField: { description: 'The membership.' } },
  ),
}));

// ---- Queries --------------------------------------------------------------------------------

const EXPERIMENTS_LIST: ListIdentity = { kind: 'experiments', scope: '', arity: EXPERIMENT_ORDER.columns.length };

builder.queryFields((t) => ({
  experiments: t.connection(
    {
      type: ExperimentRef,
      description: 'Experiments in creation order (oldest first); non-admin actors see their own.',
      resolve: async (_root, args, ctx) => {
        const page = pageRequest(args, EXPERIMENTS_LIST);
        const owner = ownerScope(ctx.viewer);
        const result = await listExperiments(ctx.db, owner, page);
        return toConnection(
          result,
          EXPERIMENTS_LIST,
          (e: ExperimentRecord) => [e.seq],
          () => countExperiments(ctx.db, owner),
        );
      },
    },
    {
      name: 'ExperimentConnection',
      description: 'A page of experiments, oldest first.',
      edgesField: { description: 'The experiments of this page, in order.' },
    },
    { name: 'ExperimentEdge', description: 'One experiment in a page, with its cursor.', nodeField: { description: 'The experiment.' } },
  ),
  experiment: t.field({
    type: ExperimentRef,
    nullable: true,
    description: 'One experiment by its natural (`exp-…`) or global id.',
    args: { id: t.arg.id({ required: true, description: 'The natural `exp-…` id or the global id.' }) },
    resolve: (_root, args) => entityId('Experiment', String(args.id)),
  }),
}));

// ---- Mutations ------------------------------------------------------------------------------

const ExperimentDeletionRef = builder.objectRef<DeletionReceipt>('ExperimentDeletion');
ExperimentDeletionRef.implement({
  description: 'The receipt of a deletion: memberships removed, runs kept. Deleting again returns the same receipt.',
  fields: (t) => ({
    experimentId: t.exposeString('id', { description: 'The deleted experiment’s natural id (`exp-` and 32 hex characters).' }),
    deleted: t.exposeBoolean('deleted', { description: 'Always true.' }),
    unlinkedRuns: t.exposeInt('unlinked_runs', { description: 'Memberships removed.' }),
    deletedAt: t.field({
      type: 'DateTime',
      description: 'When the experiment was deleted (the first time, for a repeated deletion).',
      resolve: (r) => r.deleted_at,
    }),
    runsDeleted: t.exposeInt('runs_deleted', { description: 'Always 0: runs are never deleted with an experiment.' }),
    modelRequests: t.exposeInt('model_requests', { description: 'Always 0.' }),
    document: t.field({
      type: 'JSON',
      description: 'The receipt as a snake_case object: `{id, deleted, unlinked_runs, deleted_at, runs_deleted, model_requests}`.',
      resolve: (r) => ({ ...r }),
    }),
  }),
});

builder.relayMutationField(
  'createExperiment',
  {
    description: 'The new experiment’s name and the key that makes creation idempotent.',
    inputFields: (t) => ({
      name: t.string({ required: true, description: '1..160 characters after trimming.' }),
      idempotencyKey: t.string({ required: true, description: 'At most 128 characters; scoped to the actor.' }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.manageExperiments },
    description:
      'Creates an experiment. The same key with the same name returns the same experiment; with another name, CONFLICT. The key of a deleted experiment stays refused (CONFLICT, reason experiment_deleted). ' +
      'A name or key out of bounds is BAD_USER_INPUT. Needs WRITE; zero model requests.',
    resolve: async (_root, { input }, ctx) =>
      succeeded(await createExperiment(ctx.deps, ctx.viewer, { name: input.name, idempotencyKey: input.idempotencyKey })),
  },
  {
    description: 'The experiment, or why it was refused.',
    outputFields: (t) => ({
      experiment: t.field({
        type: ExperimentRef,
        nullable: true,
        description: 'The experiment (or the one this key already created); null when refused.',
        resolve: (p) => p.result,
      }),
      userErrors: userErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'attachRun',
  {
    description: 'The experiment, the run and the role it takes.',
    inputFields: (t) => ({
      experimentId: t.id({ required: true, description: 'The experiment: natural `exp-…` id or global id.' }),
      runId: t.id({ required: true, description: 'The run: natural `run-…` id or global id.' }),
      role: t.field({ type: ExperimentRoleEnum, required: true, description: 'The part the run plays; one of its allowedExperimentRoles.' }),
      hypothesis: t.string({ description: 'What changed; at most 2,000 characters, trimmed.' }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.manageExperiments },
    description:
      'Links a run with a role it may take (Run.allowedExperimentRoles). Linking it again with the same role and hypothesis changes nothing; with another, CONFLICT. ' +
      'A role the run may not take is BAD_USER_INPUT; an unknown experiment or run NOT_FOUND. Needs WRITE; zero model requests.',
    resolve: async (_root, { input }, ctx) =>
      succeeded(
        await attachRun(ctx.deps, ctx.viewer, () => ({
          experimentId: entityId('Experiment', String(input.experimentId)),
          runId: entityId('Run', String(input.runId)),
          role: input.role,
          hypothesis: input.hypothesis,
        })),
      ),
  },
  {
    description: 'The run’s membership, or why linking was refused.',
    outputFields: (t) => ({
      membership: t.field({ type: MembershipRef, nullable: true, description: 'The membership; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'deleteExperiment',
  {
    description: 'The experiment to delete and the key that makes deletion idempotent.',
    inputFields: (t) => ({
      id: t.id({ required: true, description: 'The experiment: natural `exp-…` id or global id.' }),
      idempotencyKey: t.string({ required: true, description: 'At most 128 characters; a repeat returns the saved receipt.' }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.manageExperiments },
    description:
      'Deletes an experiment and its memberships (runs are kept). Refused with CONFLICT (reason experiment_active_runs, activeRunCount) while a linked run is active. ' +
      'An unknown experiment is NOT_FOUND. Needs WRITE; zero model requests.',
    resolve: async (_root, { input }, ctx) =>
      succeeded(await deleteExperiment(ctx.deps, ctx.viewer, () => ({ id: entityId('Experiment', String(input.id)), idempotencyKey: input.idempotencyKey }))),
  },
  {
    description: 'The deletion receipt, or why deletion was refused.',
    outputFields: (t) => ({
      deletion: t.field({ type: ExperimentDeletionRef, nullable: true, description: 'The deletion receipt; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);
