// Files the CLI reads (manifests, plans, target lists: JSON or YAML) and writes (created
// exclusively, never overwritten).
import { readFileSync, writeFileSync } from 'node:fs';
import { isAlias, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import { CliError } from './client.ts';

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * A JSON or YAML file as JSON text. JSON files are passed through as written, so the server
 * hashes the numbers exactly as the user wrote them; YAML is converted keeping each number's
 * written form (`1.0` stays `1.0`) for the same reason.
 */
export function readDocumentFile(path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === 'ENOENT' ? `${path} does not exist` : `cannot read ${path}: ${(error as Error).message}`, 'IO_ERROR');
  }
  if (/^\s*[[{]/.test(text)) {
    try {
      JSON.parse(text);
      return text;
    } catch {
      // Not JSON after all: YAML flow syntax is a superset; let the YAML parser report.
    }
  }
  return yamlToJsonText(text, path);
}

/** YAML text → JSON text with numbers kept as written. Throws a CliError naming the line. */
export function yamlToJsonText(text: string, path = 'input'): string {
  const document = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  const problem = document.errors[0];
  if (problem) throw new CliError(`${path} is neither JSON nor valid YAML: ${problem.message.split('\n')[0]}`, 'BAD_USER_INPUT');
  if (document.contents === null) throw new CliError(`${path} is empty`, 'BAD_USER_INPUT');
  return toJsonText(document.contents, { path, document, aliased: false, budget: { nodes: MAX_ALIASED_NODES } });
}

/** Aliases expand in place; this bound on values reached through aliases stops a "billion laughs" file. */
const MAX_ALIASED_NODES = 100_000;

interface Walk {
  path: string;
  document: Document;
  aliased: boolean;
  budget: { nodes: number };
}

function toJsonText(node: Node | null, walk: Walk): string {
  const { path } = walk;
  if (walk.aliased && (walk.budget.nodes -= 1) < 0) throw new CliError(`${path}: too many values once aliases are expanded`, 'BAD_USER_INPUT');
  if (node === null) return 'null';
  // Shared objects (e.g. one price table under several targets) are written as anchors/aliases.
  if (isAlias(node)) return toJsonText((node.resolve(walk.document) as Node | undefined) ?? null, { ...walk, aliased: true });
  if (isMap(node)) {
    const members = node.items.map((pair) => {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      if (typeof key !== 'string' && typeof key !== 'number') throw new CliError(`${path}: only string keys are allowed`, 'BAD_USER_INPUT');
      return `${JSON.stringify(String(key))}:${toJsonText(pair.value as Node | null, walk)}`;
    });
    return `{${members.join(',')}}`;
  }
  if (isSeq(node)) return `[${node.items.map((item) => toJsonText(item as Node | null, walk)).join(',')}]`;
  if (isScalar(node)) {
    const value = node.value;
    if (typeof value === 'number' || typeof value === 'bigint') {
      const written = node.source;
      if (typeof written === 'string' && JSON_NUMBER.test(written)) return written;
      if (typeof value === 'number' && !Number.isFinite(value))
        throw new CliError(`${path}: ${String(written ?? value)} is not a finite number`, 'BAD_USER_INPUT');
      return String(value);
    }
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
    throw new CliError(`${path}: unsupported YAML value ${JSON.stringify(String(value))} (use plain JSON types)`, 'BAD_USER_INPUT');
  }
  throw new CliError(`${path}: unsupported YAML node (use plain JSON types)`, 'BAD_USER_INPUT');
}

/** Writes `text` to a new file; an existing file is never overwritten (FILE_EXISTS). */
export function writeNewFile(path: string, text: string): void {
  try {
    writeFileSync(path, text, { flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new CliError(`${path} exists; it is never overwritten`, 'FILE_EXISTS');
    throw new CliError(`cannot write ${path}: ${(error as Error).message}`, 'IO_ERROR');
  }
}
