// Every resolver's DomainError leaves as the GraphQL error a client sees (schema/errors.ts), so
// the schema answers the same whether yoga's error mask runs or the schema is executed directly.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { DomainError } from '../domain/errors.ts';
import { toGraphQLError } from './errors.ts';
import { isUserError, refused } from './payload.ts';

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types['Context'], object>;

const asGraphQL = (error: unknown): unknown => (error instanceof DomainError ? toGraphQLError(error) : error);

/** A mutation payload field answers a refusal of its input as a payload with `userErrors`. */
const asPayload = (error: unknown): unknown => {
  if (isUserError(error)) return refused(error);
  throw asGraphQL(error);
};

/** Keeps synchronous resolvers synchronous: only a returned promise gets a rejection handler. */
function mapped<Types extends SchemaTypes>(resolver: Resolver<Types>, payload: boolean): Resolver<Types> {
  const onError = payload
    ? asPayload
    : (error: unknown): unknown => {
        throw asGraphQL(error);
      };
  return (parent, args, context, info) => {
    try {
      const result: unknown = resolver(parent, args, context, info);
      return result instanceof Promise ? result.catch(onError) : result;
    } catch (error) {
      return onError(error);
    }
  };
}

export class DomainErrorsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: Resolver<Types>, config: PothosOutputFieldConfig<Types>): Resolver<Types> {
    return mapped(resolver, config.extensions?.userErrors === true);
  }

  override wrapSubscribe(subscribe: Resolver<Types> | undefined, _config: PothosOutputFieldConfig<Types>): Resolver<Types> | undefined {
    return subscribe && mapped(subscribe, false);
  }
}

const pluginName = 'domainErrors';

declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      domainErrors: DomainErrorsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, DomainErrorsPlugin);

export default pluginName;
