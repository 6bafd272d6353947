/**
 * Runtime identity of a response (docs/transport.md "Pricing and identity", steps 4–5, "End of stream"): the acknowledged
 * router configuration, the selected model and decision, and the checks against the
 * frozen target.
 */
import { CallFailure } from '../../domain/accounting/call-failure.ts';
import { headerValue } from '../../domain/accounting/mom-usage.ts';
import type { ResponseHeaders } from '../../domain/accounting/mom-usage.ts';
import { ERR } from '../../domain/transport/errors.ts';
import type { ChatTarget } from '../../domain/transport/types.ts';

export interface ResponseIdentity {
  config_hash: string | null;
  selected_model: string;
  decision: string | null;
}

function nonEmpty(value: string | null): string | null {
  return value === null || value === '' ? null : value;
}

export function responseIdentity(headers: ResponseHeaders, observedModel: string): ResponseIdentity {
  return {
    config_hash: nonEmpty(headerValue(headers, 'x-sr-bench-config-hash')) ?? nonEmpty(headerValue(headers, 'x-vsr-config-hash')),
    selected_model: nonEmpty(headerValue(headers, 'x-vsr-selected-model')) ?? observedModel,
    decision: nonEmpty(headerValue(headers, 'x-vsr-selected-decision')),
  };
}

/** docs/transport.md "End of stream": a frozen `expected_response_model` must equal the observed response model. */
export function checkResponseModel(target: ChatTarget, observedModel: string): void {
  const expected = target.expected_response_model;
  if (typeof expected === 'string' && expected !== '' && observedModel !== expected) {
    throw new CallFailure(ERR.modelIdentity);
  }
}

/** docs/transport.md "Pricing and identity": a target with a frozen `config_hash` needs the same hash acknowledged. */
export function checkConfigAcknowledgement(target: ChatTarget, acknowledged: string | null): void {
  const frozen = target.config_hash;
  if (typeof frozen === 'string' && frozen !== '' && acknowledged !== frozen) {
    throw new CallFailure(ERR.configIdentity);
  }
}
