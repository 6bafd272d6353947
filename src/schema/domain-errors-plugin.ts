// Every resolver's DomainError leaves as the GraphQL error a client sees (schema/errors.ts), so
// the schema answers the same whether yoga's error mask runs or the schema is executed directly.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { DomainError } from '../domain/errors.ts';
import { toGraphQLError } from './errors.ts';

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types['Context'], object>;

const asGraphQL = (error: unknown): unknown => (error instanceof DomainError ? toGraphQLError(error) : error);

/** Keeps synchronous resolvers synchronous: only a returned promise gets a rejection handler. */
function mapped<Types extends SchemaTypes>(resolver: Resolver<Types>): Resolver<Types> {
  return (parent, args, context, info) => {
    try {
      const result: unknown = resolver(parent, args, context, info);
      return result instanceof Promise ? result.catch((error: unknown) => { throw asGraphQL(error); }) : result;
    } catch (error) {
      throw asGraphQL(error);
    }
  };
}

export class DomainErrorsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: Resolver<Types>, _config: PothosOutputFieldConfig<Types>): Resolver<Types> {
    return mapped(resolver);
  }

  override wrapSubscribe(subscribe: Resolver<Types> | undefined, _config: PothosOutputFieldConfig<Types>): Resolver<Types> | undefined {
    return subscribe && mapped(subscribe);
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
