// The UserError type and the `userErrors` field of every mutation payload (docs/api.md "Mutations").
import { builder } from './builder.ts';
import type { Payload, UserErrorShape } from './payload.ts';
import { ErrorCodeEnum } from './types/enums.ts';

const UserErrorRef = builder.objectRef<UserErrorShape>('UserError');
UserErrorRef.implement({
  description:
    'A refusal of a mutation’s input: nothing was changed and no model request was made unless `details.modelRequests` says otherwise. ' +
    'The same codes and details a top-level error would carry.',
  fields: (t) => ({
    code: t.field({ type: ErrorCodeEnum, description: 'What kind of refusal this is; a client branches on it.', resolve: (e) => e.code }),
    message: t.exposeString('message', { description: 'What was refused and why, for a person to read.' }),
    reason: t.string({
      nullable: true,
      description: 'A stable machine-readable reason where several refusals share a code (e.g. `experiment_deleted`, `preparation_busy`, `replay_ineligible`).',
      resolve: (e) => {
        const reason = e.details.reason ?? e.details.rejection;
        return typeof reason === 'string' ? reason : null;
      },
    }),
    details: t.field({
      type: 'JSON',
      description: 'Every detail of the refusal as an object (`reason`, `modelRequests`, `dispatchStarted`, `activeRunCount` …); `{}` when there are none.',
      resolve: (e) => ({ ...e.details }),
    }),
  }),
});

/** The `userErrors` output field every payload has. */
export const userErrorsField = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, Payload<unknown>>) =>
  t.field({
    type: [UserErrorRef],
    description: 'Why the mutation was refused; empty when it succeeded. When not empty, the result field is null and nothing changed.',
    resolve: (payload) => [...payload.userErrors],
  });

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
