import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './index.ts';

/** The committed SDL: sorted so that moving code around never changes it. */
export function printSchemaText(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
