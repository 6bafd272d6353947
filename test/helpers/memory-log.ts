// A logger that keeps its lines in memory, parsed: tests read what an operator's log would show.
import { createLogger, type Logger } from '../../src/observability/logger.ts';

export interface LogLine {
  level: string;
  event?: string;
  msg: string;
  [field: string]: unknown;
}

export function memoryLogger(level = 'info'): { log: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = createLogger({
    level,
    destination: {
      write(text: string) {
        for (const line of text.split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  return { log, lines };
}
