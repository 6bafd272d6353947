/**
 * Fault markers (docs/transport.md "Cache flags, phase and fault markers"; docs/reports.md "Fault summary"): a response header
 * `x-sr-bench-injected-fault` holding a JSON object of at most 4096 bytes marks the call as
 * faulted. Only this project's simulated provider sends it; the worker does nothing else
 * with it. Anything else in the header (too long, not JSON, not an object) is no marker.
 */
import { headerValue } from '../../domain/accounting/mom-usage.ts';
import type { ResponseHeaders } from '../../domain/accounting/mom-usage.ts';

export const INJECTED_FAULT_HEADER = 'x-sr-bench-injected-fault';
export const MAX_FAULT_MARKER_BYTES = 4096;

export interface FaultMarker {
  fault_injected: true;
  injected_fault: Record<string, unknown>;
}

export function faultMarker(headers: ResponseHeaders): FaultMarker | null {
  const text = headerValue(headers, INJECTED_FAULT_HEADER);
  if (text === null || text === '' || Buffer.byteLength(text, 'utf8') > MAX_FAULT_MARKER_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return { fault_injected: true, injected_fault: value as Record<string, unknown> };
}
