/**
 * Merging streamed `tool_calls` fragments (docs/transport.md "Reading the stream"): by `index` into
 * `{id, type: "function", function: {name, arguments}}`; `id` set when given, `name` and
 * `arguments` fragments concatenated.
 */
import { CallFailure } from '../accounting/call-failure.ts';
import { isJsonObject, numberValue, truthy } from '../accounting/json-values.ts';
import { ERR } from './errors.ts';

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export class ToolCallMerger {
  private readonly calls = new Map<number, ToolCall>();

  /**
   * Merges one `tool_calls` list. A missing `index` is 0 for stream deltas (the documented
   * default); in a complete `message` (non-streaming, docs/transport.md "Non-streaming targets") entries carry no index, so
   * their position is used instead, or parallel calls would be concatenated into one.
   */
  merge(list: unknown, source: 'delta' | 'message'): void {
    if (!truthy(list)) return;
    if (!Array.isArray(list)) throw new CallFailure(ERR.contentShape);
    list.forEach((fragment: unknown, position) => {
      if (!isJsonObject(fragment)) throw new CallFailure(ERR.contentShape);
      const given = numberValue(fragment.index ?? null);
      const index = given !== null ? given : source === 'message' ? position : 0;
      let call = this.calls.get(index);
      if (call === undefined) {
        call = { id: '', type: 'function', function: { name: '', arguments: '' } };
        this.calls.set(index, call);
      }
      if (truthy(fragment.id)) {
        if (typeof fragment.id !== 'string') throw new CallFailure(ERR.contentShape);
        call.id = fragment.id;
      }
      const fn = fragment.function;
      if (fn === undefined || fn === null) return;
      if (!isJsonObject(fn)) throw new CallFailure(ERR.contentShape);
      call.function.name += fragmentText(fn.name);
      call.function.arguments += fragmentText(fn.arguments);
    });
  }

  /** The merged calls in index order (plain objects, safe to store). */
  list(): ToolCall[] {
    return [...this.calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => ({ id: call.id, type: call.type, function: { ...call.function } }));
  }
}

/** A name/arguments fragment: absent or null adds nothing; anything but a string is a shape error. */
function fragmentText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new CallFailure(ERR.contentShape);
  return value;
}
