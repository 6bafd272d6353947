// The SHA-256 of the journal file, hashed on a worker thread: for a large store (~450 MB) it
// takes about as long as the per-run digest pass, which runs meanwhile on the main thread.
import { Worker } from 'node:worker_threads';

const HASHER = `
const { createHash } = require('node:crypto');
const { openSync, readSync, closeSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
try {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1024 * 1024);
  const fd = openSync(workerData.path, 'r');
  try {
    for (;;) {
      const n = readSync(fd, buffer, 0, buffer.length, null);
      if (n === 0) break;
      hash.update(buffer.subarray(0, n));
    }
  } finally {
    closeSync(fd);
  }
  parentPort.postMessage({ ok: true, hex: hash.digest('hex') });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error && error.message || error) });
}
`;

type Reply = { ok: true; hex: string } | { ok: false; message: string };

export function fileSha256(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(HASHER, { eval: true, workerData: { path } });
    worker.once('message', (reply: Reply) => {
      if (reply.ok) resolve(reply.hex);
      else reject(new Error(`Cannot read ${path}: ${reply.message}`));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The hashing thread for ${path} exited with ${code}`));
    });
  });
}
