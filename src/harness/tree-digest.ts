/**
 * A task tree's `tree_sha256` (docs/preparation.md): the canonical digest of `{relative path:
 * sha256}` over every regular file below it, hidden ones included, symbolic links left out.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { digest } from '../domain/hashing/canonical.ts';

/** Bounds the walk: a task tree is small; anything larger is not one. */
const MAX_FILES = 20_000;

export async function treeSha256(root: string): Promise<string> {
  const tree: Record<string, string> = {};
  let count = 0;
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) await walk(join(dir, entry.name), relative);
      else if (entry.isFile()) {
        count += 1;
        if (count > MAX_FILES) throw new Error(`Task tree ${root} holds more than ${MAX_FILES} files`);
        tree[relative] = createHash('sha256')
          .update(await readFile(join(dir, entry.name)))
          .digest('hex');
      }
    }
  };
  await walk(root, '');
  return digest(tree);
}
