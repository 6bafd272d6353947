// Argument parsing shared by the client verbs: strict flags, usage errors exit 2.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../client.ts';
import { didYouMean } from '../suggest.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

export const CLIENT_OPTIONS = {
  url: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

export function parseVerbArgs<O extends Options>(argv: string[], options: O, usage: string) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(parseArgsMessage(error, Object.keys(options)), usage);
  }
}

/** Node's parser error in the CLI's words: the flag named, and the flag meant when one is close. */
function parseArgsMessage(error: unknown, flags: readonly string[]): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown }).code;
  const unknown = /^Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) {
    const name = unknown.replace(/^-+/, '').split('=')[0] ?? '';
    return `unknown flag ${unknown}${didYouMean(name, flags, (flag) => `--${flag}`)}`;
  }
  const needsValue = /^Option '(-{1,2}[\w-]+)(?:, -{1,2}[\w-]+)? <value>' argument missing/.exec(message)?.[1];
  if (needsValue) return `${needsValue} needs a value`;
  // Any other parser complaint: its first sentence says it.
  return message.split('. ')[0]?.replace(/\.$/, '') ?? message;
}

/** No positional arguments: the first one is a usage error. */
export function noPositionals(positionals: readonly string[], usage: string): void {
  if (positionals.length) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`, usage);
}

/** Exactly one positional argument, `name` in the error when it is missing (or empty). */
export function onePositional(positionals: readonly string[], name: string, usage: string): string {
  const [value, ...extra] = positionals;
  if (!value) throw new UsageError(`missing ${name}`, usage);
  noPositionals(extra, usage);
  return value;
}

/** An integer flag within [min, max]; `fallback` when absent. */
export function intFlag(value: string | undefined, name: string, min: number, max: number, fallback: number | undefined, usage: string): number | undefined {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`, usage);
  }
  return n;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
