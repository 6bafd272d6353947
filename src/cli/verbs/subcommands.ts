// The verbs made of sub-commands (dataset, experiment, target): `sr-bench VERB SUB [args]`.
import { UsageError } from '../client.ts';
import { didYouMean } from '../suggest.ts';

export type Verb = (argv: string[]) => Promise<number>;

/**
 * A verb that runs the sub-command its first argument names (`--help`, `-h` or `help` print
 * `usage`); a missing or unknown one is a usage error listing them in `subcommands`' order.
 */
export function subcommandVerb(usage: string, subcommands: Record<string, Verb>): Verb {
  const byName = new Map(Object.entries(subcommands));
  const names = [...byName.keys()];
  const choices = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`; // e.g. "list, show or compose"
  return async (argv) => {
    const [sub, ...rest] = argv;
    if (sub === '--help' || sub === '-h' || sub === 'help') return (console.log(usage), 0);
    if (sub === undefined) throw new UsageError(`missing sub-command (${choices})`, usage);
    const run = byName.get(sub);
    if (!run) throw new UsageError(`unknown sub-command ${JSON.stringify(sub)}${didYouMean(sub, names)} (${choices})`, usage);
    return run(rest);
  };
}
