// A check on the operation as it is about to run (document plus variables), for queries,
// mutations and subscriptions alike: a refusal becomes the whole result and no resolver runs.
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface OperationArgs {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Readonly<Record<string, unknown>> | null;
}

export function refuseBeforeExecution(check: (args: OperationArgs) => GraphQLError | null): Plugin {
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe: ({ args, setResultAndStopExecution }) => {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
