import { describe, expect, it } from 'vitest';
import { chatEndpoint, requestHeaders } from '../../src/worker/transport/request.ts';
import { errorText } from '../../src/domain/transport/errors.ts';
import type { ChatTarget } from '../../src/domain/transport/types.ts';

const single: ChatTarget = { id: 's', kind: 'single', model: 'm', base_url: 'http://127.0.0.1:1/v1' };

describe('endpoint', () => {
  it.each([
    ['http://h/v1', 'http://h/v1/chat/completions'],
    ['http://h/v1/', 'http://h/v1/chat/completions'],
    ['http://h/v1//', 'http://h/v1/chat/completions'],
  ])('%s', (base, expected) => expect(chatEndpoint(base)).toBe(expected));
});

describe('headers', () => {
  it('a plain single target sends only the content type', () => {
    expect(requestHeaders(single, {}, null)).toEqual({ 'Content-Type': 'application/json' });
  });

  it('every optional header, in the table order', () => {
    const target: ChatTarget = {
      ...single,
      kind: 'mom',
      api_key_env: 'KEY',
      header_env: { 'X-Org': 'ORG' },
      config_hash: 'cfg-1',
      max_inference_calls: 3,
    };
    expect(Object.entries(requestHeaders(target, { KEY: 'sk', ORG: 'acme' }, 'sess-1'))).toEqual([
      ['Content-Type', 'application/json'],
      ['Authorization', 'Bearer sk'],
      ['X-Org', 'acme'],
      ['X-SR-Bench-Expected-Config-Hash', 'cfg-1'],
      ['X-SR-Bench-Max-Inference-Calls', '3'],
      ['X-VSR-Debug', 'true'],
      ['x-session-id', 'sess-1'],
    ]);
  });

  it.each([
    [{ api_key_env: 'KEY' }, {}, 'Target credential environment variable is not set'],
    [{ api_key_env: 'KEY' }, { KEY: '' }, 'Target credential environment variable is not set'],
    [{ header_env: { 'X-Org': 'ORG' } }, {}, 'Target header environment variable is not set'],
    [{ header_env: { 'X-Org': 'ORG' } }, { ORG: '' }, 'Target header environment variable is not set'],
  ])('%j with env %j → %s', (extra, env, message) => {
    expect(() => requestHeaders({ ...single, ...extra }, env, null)).toThrow(message);
  });
});

describe('fetch error mapping', () => {
  const failed = (code: string): TypeError => new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code }) });
  it.each([
    [failed('ECONNREFUSED'), 'request', 'ConnectionError'],
    [failed('ENOTFOUND'), 'request', 'ConnectionError'],
    [failed('UND_ERR_SOCKET'), 'request', 'ConnectionError'],
    [failed('UND_ERR_CONNECT_TIMEOUT'), 'request', 'ConnectTimeout'],
    [failed('UND_ERR_HEADERS_TIMEOUT'), 'request', 'ReadTimeout'],
    [new TypeError('terminated', { cause: Object.assign(new Error('x'), { code: 'UND_ERR_SOCKET' }) }), 'body', 'ChunkedEncodingError'],
    [Object.assign(new Error('x'), { code: 'UND_ERR_BODY_TIMEOUT' }), 'body', 'ReadTimeout'],
    [new RangeError('boom'), 'body', 'RangeError'],
  ] as const)('%s during %s → %s', (error, stage, expected) => {
    expect(errorText(error, stage)).toBe(expected);
  });
});
