// A stand-in for an operator's upstream harness environment: a git checkout at a pinned commit
// holding the harness module (`tau2`) and a harness worker module run as
// `<python> -m cli.sr_bench.harness_worker REQUEST RESULT`, which speaks the harness protocol
// (docs/harness.md) and acts out the scenario named in the case's metadata.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// biome-ignore lint/complexity/noUselessStringRaw: Python source: a backslash added later must reach Python unchanged
const WORKER = String.raw`
import json, os, signal, sys, time, urllib.error, urllib.request

request = json.load(open(sys.argv[1]))
result_path = sys.argv[2]
case = request["case"]
scenario = case["metadata"]["scenario"]

def call(content, role="subject"):
    body = json.dumps({"messages": [{"role": "user", "content": "[%s] %s" % (case["id"], content)}], "role": role}).encode()
    req = urllib.request.Request(os.environ["SR_BENCH_BRIDGE"], data=body, method="POST", headers={
        "Authorization": "Bearer " + os.environ["SR_BENCH_BRIDGE_TOKEN"], "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=300) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)

def write(result):
    with open(result_path, "w") as out:
        json.dump(result, out)

print("env", json.dumps(sorted(os.environ)), flush=True)
with open(os.path.join(request["artifact_dir"], "pid"), "w") as out:
    out.write(str(os.getpid()))
print("request", json.dumps({k: request[k] for k in ("seed", "source_root", "artifact_dir")}), flush=True)
if scenario in ("ok", "wrong"):
    status, receipt = call("step one")
    status2, receipt2 = call("simulate the user", role="simulator")
    print("statuses", status, status2, flush=True)
    write({"correct": scenario == "ok", "score": 1 if scenario == "ok" else 0, "answer": receipt["final"],
           "details": {"reward": 1 if scenario == "ok" else 0, "termination_reason": "user_stop", "release": "1.0.1", "trials": 1, "domain": "airline"}})
elif scenario == "hang":
    call("step one")
    print("hanging", flush=True)
    time.sleep(600)
elif scenario == "hang-ignoring-term":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    call("step one")
    print("hanging", flush=True)
    time.sleep(600)
elif scenario == "flood":
    while True:
        sys.stdout.write("x" * 65536)
elif scenario == "exit":
    call("step one")
    sys.exit(3)
elif scenario == "no-result":
    call("step one")
elif scenario == "invalid":
    write({"correct": "yes", "score": 1})
elif scenario == "after-failure":
    statuses = []
    for _ in range(50):
        status, body = call("step")
        statuses.append(status)
        if status != 200:
            break
    again, body = call("once more")
    print("statuses", json.dumps(statuses + [again]), json.dumps(body), flush=True)
    with open(os.path.join(request["artifact_dir"], "statuses.json"), "w") as out:
        json.dump(statuses + [again], out)
    time.sleep(600)
elif scenario == "slow":
    call("a long step")
    time.sleep(600)
`;

export interface FakeUpstream {
  root: string;
  revision: string;
}

export function fakeUpstreamHarness(): FakeUpstream {
  const root = mkdtempSync(join(tmpdir(), 'srb-upstream-'));
  mkdirSync(join(root, 'tau2'));
  mkdirSync(join(root, 'cli', 'sr_bench'), { recursive: true });
  writeFileSync(join(root, 'tau2', '__init__.py'), '');
  writeFileSync(join(root, 'cli', '__init__.py'), '');
  writeFileSync(join(root, 'cli', 'sr_bench', '__init__.py'), '');
  writeFileSync(join(root, 'cli', 'sr_bench', 'harness_worker.py'), WORKER);
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@localhost', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@localhost' },
    }).trim();
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'harness');
  return { root, revision: git('rev-parse', 'HEAD') };
}
