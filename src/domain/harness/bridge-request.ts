/** A bridge request body, checked and filtered before any call is made (docs/harness.md). */
import { BRIDGE_EXTRA_BODY_KEYS, type BridgeRequest, type BridgeRole } from './protocol.ts';
import { isJsonObject } from '../accounting/json-values.ts';
import type { ChatMessage } from '../grading/adapter-types.ts';
import type { JsonRecord } from '../json/json-value.ts';

/** A request the bridge refuses with 400; nothing was sent. */
export class BridgeRequestError extends Error {}

const ROLES: readonly BridgeRole[] = ['subject', 'judge', 'simulator'];

const isMessage = (value: unknown): value is ChatMessage => isJsonObject(value) && typeof value['role'] === 'string';

/** Only the allowed keys with non-null values pass; null when none is left. */
export function filterExtraBody(extra: JsonRecord | null): JsonRecord | null {
  if (extra === null) return null;
  const kept = Object.fromEntries(BRIDGE_EXTRA_BODY_KEYS.flatMap((key) => (extra[key] == null ? [] : [[key, extra[key]]])));
  return Object.keys(kept).length > 0 ? kept : null;
}

export function parseBridgeRequest(body: unknown): BridgeRequest {
  if (!isJsonObject(body)) throw new BridgeRequestError('Bridge request must be a JSON object');
  const { messages } = body;
  if (!Array.isArray(messages) || messages.length === 0 || !messages.every(isMessage)) {
    throw new BridgeRequestError('messages must be a non-empty list of message objects with a role');
  }
  const role = body['role'] ?? 'subject';
  if (typeof role !== 'string' || !ROLES.includes(role as BridgeRole)) throw new BridgeRequestError('role must be subject, judge or simulator');
  const extra = body['extra_body'] ?? null;
  if (extra !== null && !isJsonObject(extra)) throw new BridgeRequestError('extra_body must be an object');
  // `role` was checked against ROLES just above.
  return { messages, role: role as BridgeRole, extra_body: filterExtraBody(extra) };
}
