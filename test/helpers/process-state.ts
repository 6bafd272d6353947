// Whether a process is gone: no such pid, or a zombie awaiting its reaper (it runs nothing more).
import { readFileSync } from 'node:fs';

export function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // The state letter follows the command name's closing parenthesis.
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .startsWith('Z');
  } catch {
    return true;
  }
}

/** Polls (every 100 ms) until the process is gone or `timeoutMs` passed; true when gone. */
export async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!processGone(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}
