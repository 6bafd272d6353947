// Typed reads of stored JSON documents: a value of the wrong type is unknown (null), never 0.
import { isObject, type JsonObject } from '../domain/run/manifest-projection.ts';

export const asObject = (value: unknown): JsonObject => (isObject(value) ? value : {});
export const str = (o: JsonObject, key: string): string | null => (typeof o[key] === 'string' ? (o[key] as string) : null);
export const num = (o: JsonObject, key: string): number | null => {
  const value = o[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
export const int = (o: JsonObject, key: string): number | null => {
  const value = o[key];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
};
export const bool = (o: JsonObject, key: string): boolean | null => (typeof o[key] === 'boolean' ? (o[key] as boolean) : null);
