// JSON values as jsonb gives them back: the building block of every stored document's schema.
import { z } from 'zod';
import type { JsonObject, JsonValue } from '../../domain/json/json-value.ts';

export const jsonValue: z.ZodType<JsonValue> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), jsonObject]));

export const jsonObject: z.ZodType<JsonObject> = z.lazy(() => z.record(z.string(), jsonValue));
