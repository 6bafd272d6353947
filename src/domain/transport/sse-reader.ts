/**
 * Splitting a Server-Sent-Events body into lines and events (docs/transport.md "Reading the stream", step 5 and
 * "One event"). Lines split on `\n` bytes; each is decoded as strict UTF-8 with
 * trailing `\r` removed; a blank line ends an event; only `data:` lines carry data.
 */
import { CallFailure } from '../accounting/call-failure.ts';
import { ERR } from './errors.ts';

const NEWLINE = 0x0a;

/** Strict UTF-8 like Python's `bytes.decode('utf-8')`: invalid bytes fail, a BOM is kept. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new CallFailure(ERR.unicodeDecode);
  }
}

/** Byte-level line splitting with the pending-line cap. */
export class SseLineSplitter {
  private pending: Uint8Array = new Uint8Array(0);
  private readonly lineCapBytes: number;

  constructor(lineCapBytes: number) {
    this.lineCapBytes = lineCapBytes;
  }

  /**
   * Yields the complete lines of `chunk` (with whatever was pending before it), decoded.
   * After the last complete line, a pending (unterminated) rest longer than the cap fails
   * the call. A consumer that stops early (at `[DONE]`) never reaches that check, as in
   * the original's loop.
   */
  *push(chunk: Uint8Array): Generator<string> {
    let buffer = chunk;
    if (this.pending.length > 0) {
      buffer = new Uint8Array(this.pending.length + chunk.length);
      buffer.set(this.pending, 0);
      buffer.set(chunk, this.pending.length);
    }
    let start = 0;
    this.pending = buffer;
    for (;;) {
      const end = buffer.indexOf(NEWLINE, start);
      if (end < 0) break;
      const line = buffer.subarray(start, end);
      start = end + 1;
      this.pending = buffer.subarray(start);
      yield stripCarriageReturns(decodeUtf8(line));
    }
    this.pending = buffer.subarray(start);
    if (this.pending.length > this.lineCapBytes) throw new CallFailure(ERR.lineCap);
  }

  /** The trailing unterminated line at the end of the body, decoded, or null (docs/transport.md "End of stream"). */
  finish(): string | null {
    if (this.pending.length === 0) return null;
    const line = stripCarriageReturns(decodeUtf8(this.pending));
    this.pending = new Uint8Array(0);
    return line;
  }
}

function stripCarriageReturns(line: string): string {
  let end = line.length;
  while (end > 0 && line.charCodeAt(end - 1) === 0x0d) end--;
  return end === line.length ? line : line.slice(0, end);
}

/** Collects the lines of one event; a blank line completes it. */
export class SseEventAssembler {
  private lines: string[] = [];

  /** Adds a line; returns the finished event's lines on a blank line, else null. */
  push(line: string): string[] | null {
    if (line !== '') {
      this.lines.push(line);
      return null;
    }
    return this.take();
  }

  /** The trailing unterminated event's lines, or null (docs/transport.md "End of stream": it is still processed). */
  finish(): string[] | null {
    return this.take();
  }

  private take(): string[] | null {
    if (this.lines.length === 0) return null;
    const lines = this.lines;
    this.lines = [];
    return lines;
  }
}

/**
 * An event's data: the `data:` lines without the 5-character prefix and with leading
 * spaces stripped, joined with `\n`; `event:`, `id:` and comment lines are ignored.
 */
export function eventData(lines: readonly string[]): string {
  const parts: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('data:')) continue;
    let start = 5;
    while (line.charCodeAt(start) === 0x20) start++;
    parts.push(line.slice(start));
  }
  return parts.join('\n');
}

export const DONE_DATA = '[DONE]';
