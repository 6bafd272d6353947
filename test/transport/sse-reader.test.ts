import { describe, expect, it } from 'vitest';
import { CallFailure } from '../../src/domain/accounting/call-failure.ts';
import { eventData, SseEventAssembler, SseLineSplitter } from '../../src/domain/transport/sse-reader.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

function lines(splitter: SseLineSplitter, ...chunks: Uint8Array[]): string[] {
  const out: string[] = [];
  for (const chunk of chunks) for (const line of splitter.push(chunk)) out.push(line);
  return out;
}

describe('SSE lines', () => {
  it('splits on \\n across chunk boundaries and strips trailing \\r', () => {
    const splitter = new SseLineSplitter(1000);
    expect(lines(splitter, bytes('data: a\r\n'), bytes('data: b'), bytes('c\n\n'))).toEqual(['data: a', 'data: bc', '']);
    expect(splitter.finish()).toBeNull();
  });

  it('decodes a multi-byte character split across chunks', () => {
    const encoded = bytes('data: é€😀\n');
    const splitter = new SseLineSplitter(1000);
    const parts = [encoded.subarray(0, 7), encoded.subarray(7, 9), encoded.subarray(9, 13), encoded.subarray(13)];
    expect(lines(splitter, ...parts)).toEqual(['data: é€😀']);
  });

  it('fails invalid UTF-8 with UnicodeDecodeError', () => {
    const splitter = new SseLineSplitter(1000);
    expect(() => lines(splitter, new Uint8Array([0x64, 0xff, 0x0a]))).toThrow(new CallFailure('UnicodeDecodeError'));
  });

  it('caps only the pending unterminated line, at max_output_chars · 2 bytes', () => {
    const complete = new SseLineSplitter(10);
    expect(lines(complete, bytes(`${'x'.repeat(50)}\n`))).toEqual(['x'.repeat(50)]);
    const pending = new SseLineSplitter(10);
    expect(() => lines(pending, bytes('x'.repeat(11)))).toThrow('SSE line cap exceeded');
    const atCap = new SseLineSplitter(10);
    expect(lines(atCap, bytes('x'.repeat(10)))).toEqual([]);
    expect(atCap.finish()).toBe('x'.repeat(10));
  });

  it('a consumer that stops early never reaches the pending-line check', () => {
    const splitter = new SseLineSplitter(4);
    const seen: string[] = [];
    for (const line of splitter.push(bytes('data: [DONE]\nlong pending rest'))) {
      seen.push(line);
      break;
    }
    expect(seen).toEqual(['data: [DONE]']);
  });
});

describe('SSE events', () => {
  it('a blank line ends an event; the trailing one is returned by finish()', () => {
    const assembler = new SseEventAssembler();
    expect(assembler.push('event: message')).toBeNull();
    expect(assembler.push('data: 1')).toBeNull();
    expect(assembler.push('')).toEqual(['event: message', 'data: 1']);
    expect(assembler.push('')).toBeNull();
    assembler.push('data: 2');
    expect(assembler.finish()).toEqual(['data: 2']);
    expect(assembler.finish()).toBeNull();
  });

  it('data: prefix removed, leading spaces stripped, lines joined with \\n, others ignored', () => {
    expect(eventData(['id: 7', ': comment', 'data:   {"a":', 'data:1}', 'event: x'])).toBe('{"a":\n1}');
    expect(eventData(['event: ping'])).toBe('');
    expect(eventData(['data:'])).toBe('');
    expect(eventData(['data: \t[DONE]'])).toBe('\t[DONE]');
  });
});
