// A mistyped verb, sub-command or flag is named, with the word meant when one is close, and exits 2
// (no server is needed: nothing is sent).
import { describe, expect, it } from 'vitest';
import { closestWord } from '../../src/cli/suggest.ts';
import { runCli } from '../helpers/process.ts';

const run = (args: string[]) => runCli(args, { ...process.env, SR_BENCH_URL: 'http://127.0.0.1:9/graphql' }, 60_000);

describe('closestWord', () => {
  it('finds a slip and nothing for an unrelated word', () => {
    const verbs = ['runs', 'run', 'show', 'report', 'compare', 'recover', 'recover-plan', 'regrade'];
    expect(closestWord('runz', verbs)).toBe('runs');
    expect(closestWord('reprot', verbs)).toBe('report');
    expect(closestWord('Compare', verbs)).toBe('compare');
    expect(closestWord('recovr-plan', verbs)).toBe('recover-plan');
    expect(closestWord('xyzzy', verbs)).toBeNull();
    expect(closestWord('q', verbs)).toBeNull();
  });
});

describe('sr-bench typos', () => {
  it('an unknown verb exits 2, says it is unknown and suggests the verb meant', async () => {
    const result = await run(['runz']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^sr-bench: unknown command "runz"; did you mean "runs"\?/);
    expect(result.stdout).toBe('');
  });

  it('an unknown verb with nothing close says so without a guess', async () => {
    const result = await run(['xyzzy']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown command "xyzzy" \(--help lists the commands\)/);
    expect(result.stderr).not.toMatch(/did you mean/);
  });

  it('a mistyped flag is named with the flag meant, in place of the parser’s own text', async () => {
    const result = await run(['runs', '--limt', '3']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^sr-bench: unknown flag --limt; did you mean --limit\?/);
    expect(result.stderr).not.toMatch(/positional argument/);
    expect(result.stderr).toMatch(/Usage: sr-bench runs/);
  });

  it('the server verbs name a mistyped flag too, before anything starts', async () => {
    const serve = await run(['serve', '--dem']);
    expect(serve.code).toBe(2);
    expect(serve.stderr).toMatch(/^sr-bench: unknown flag --dem; did you mean --demo\?/);
    const load = await run(['import', '--jsn', 'store']);
    expect(load.code).toBe(2);
    expect(load.stderr).toMatch(/^sr-bench: unknown flag --jsn; did you mean --json\?/);
  });

  it('a flag without its value says it needs one', async () => {
    const result = await run(['runs', '--limit']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^sr-bench: --limit needs a value/);
  });

  it('a mistyped sub-command suggests the one meant', async () => {
    const result = await run(['dataset', 'lst']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown sub-command "lst"; did you mean "list"\?/);
  });

  it('--help and -h print the usage and exit 0', async () => {
    for (const flag of ['--help', '-h']) {
      const result = await run([flag]);
      expect(result.code, flag).toBe(0);
      expect(result.stdout).toMatch(/^Usage: sr-bench <command>/);
    }
  });
});
