// JSON as the store keeps it (jsonb) and documents carry it: the one definition the server uses.
// Values parsed keeping Python's int/float distinction are a different type (`PyJsonValue`).

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;

/** A JSON object. A member may read as undefined (absent), so typed documents with optional fields extend it. */
export interface JsonObject {
  [key: string]: JsonValue | undefined;
}

/** A JSON object whose members are not narrowed yet: what a reader checks field by field. */
export type JsonRecord = { [key: string]: unknown };
