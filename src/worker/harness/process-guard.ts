/**
 * The process-group guard of one harness (docs/harness.md): `process-guard.ts COMMAND ARGS…`.
 * The server starts it as the leader of a new process group; it runs the harness command in
 * that group and exits with its status. Its stdin is a pipe from the server: when that closes
 * — the server stopped it, or died, even by SIGKILL — the whole group is stopped (SIGTERM, then
 * SIGKILL after the grace period), so no harness outlives the server that journals its calls.
 */
import { spawn } from 'node:child_process';
import { STOP_GRACE_S } from '../../domain/harness/protocol.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: process-guard.ts COMMAND ARGS…\n');
  process.exit(2);
}

// A group SIGTERM is meant for the harness; the guard stays to report its status.
process.on('SIGTERM', () => undefined);

const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

function stopGroup(): void {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-process.pid, 'SIGTERM');
  } catch {
    // The group is already gone.
  }
  setTimeout(() => process.kill(-process.pid, 'SIGKILL'), STOP_GRACE_S * 1000).unref();
}

process.stdin.on('end', stopGroup);
process.stdin.on('close', stopGroup);
process.stdin.on('error', stopGroup);
process.stdin.resume();

child.on('error', (error) => {
  process.stderr.write(`harness could not start: ${error.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal === null ? 1 : 128 + 15));
});
