// Invented filler text of a given length: prompts, answers, tool output. Deterministic per stream.
import type { Rng } from './rng.ts';

const WORDS = (
  'the of a to in is that for it as with was on be by this are from or at an which have not ' +
  'system value result model function return process data state table each given number list ' +
  'order first second final step check compute measure sample energy field particle vector ' +
  'matrix integer string array graph node edge path cost price token cache request response ' +
  'policy customer booking flight refund order item account address payment status error ' +
  'file directory command output build test install package version config server client ' +
  'theorem proof lemma equation constant variable series limit derivative integral prime ' +
  'protein enzyme reaction acid molecule cell membrane gene species climate river mountain ' +
  'treaty empire century author novel painting symphony language grammar market inflation'
).split(' ');

/** Roughly `chars` characters of sentences. */
export function prose(rng: Rng, chars: number): string {
  const parts: string[] = [];
  let length = 0;
  let sentence = 0;
  while (length < chars) {
    let word = rng.pick(WORDS);
    if (sentence === 0) word = word[0]!.toUpperCase() + word.slice(1);
    sentence++;
    const end = sentence > 6 && rng.chance(0.15);
    if (end) sentence = 0;
    const piece = end ? `${word}.` : word;
    parts.push(piece);
    length += piece.length + 1;
  }
  return parts.join(' ');
}

/** Shell-like output lines, `chars` long. */
export function toolOutput(rng: Rng, chars: number): string {
  const lines: string[] = [];
  let length = 0;
  while (length < chars) {
    const kind = rng.int(0, 3);
    const line =
      kind === 0
        ? `-rw-r--r-- 1 root root ${rng.int(10, 99999)} Sep 18 00:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(WORDS)}_${rng.pick(WORDS)}.${rng.pick(['py', 'txt', 'json', 'c', 'log'])}`
        : kind === 1
          ? `${rng.pick(['INFO', 'WARN', 'DEBUG'])} ${rng.pick(WORDS)}: ${prose(rng, rng.int(20, 80))}`
          : kind === 2
            ? `  File "/app/${rng.pick(WORDS)}.py", line ${rng.int(1, 400)}, in ${rng.pick(WORDS)}`
            : `${rng.pick(WORDS)}=${rng.int(0, 1 << 20)} ${rng.pick(WORDS)}=${rng.hex(8)}`;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

/** A python code block of about `chars` characters. */
export function codeBlock(rng: Rng, chars: number, name = 'solve'): string {
  const lines = [`def ${name}(${rng.pick(['n', 'xs', 'grid', 's'])}):`];
  let length = lines[0]!.length;
  while (length < chars) {
    const line = `    ${rng.pick(WORDS)}_${rng.int(0, 9)} = ${rng.pick(WORDS)}(${rng.int(0, 99)}) + ${rng.int(1, 9)}`;
    lines.push(line);
    length += line.length + 1;
  }
  lines.push('    return result');
  return ['```python', ...lines, '```'].join('\n');
}

export function grid(rng: Rng, rows: number, cols: number): number[][] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.int(0, 9)));
}

export const LETTERS = 'ABCDEFGHIJ';
