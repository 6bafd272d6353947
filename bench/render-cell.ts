// Phase 2 of a synthetic run: one planned cell becomes journal rows (its result, its calls with
// full request transcripts and receipts, its events), shaped like the fixture journals.
import { pyFloat, type PyJsonObject, type PyJsonValue } from '../src/domain/hashing/json-lexeme.ts';
import type { CallPlan, CellPlan } from './cell-plan.ts';
import { SAMPLING } from './manifest.ts';
import { JUDGE, SEED, model } from './profile.ts';
import { Rng } from './rng.ts';
import { LETTERS, codeBlock, grid, prose, toolOutput } from './text.ts';
import { addUsage, costOf, promptTokens, rawUsage, zeroUsage, type Usage } from './usage.ts';
import type { Timeline } from './timeline.ts';

export interface CallRow {
  id: string;
  role: string;
  status: string;
  data: PyJsonObject;
  at: number;
}
export interface EventRow {
  at: number;
  kind: string;
  data: PyJsonObject;
}
export interface CellRows {
  result: { status: string; data: PyJsonObject; at: number };
  calls: CallRow[];
  events: EventRow[];
}

const JUDGE_SYSTEM =
  'Grade the candidate answer against the reference answer. Return one JSON object with verdict (correct, incorrect or not_attempted) and explanation.';
const TERMINAL_SYSTEM = 'You operate a Linux terminal through tools. Run commands until the task is done, then say "Task complete."';
const BASH_TOOL: PyJsonObject = {
  function: {
    description: 'Run a shell command in the task container.',
    name: 'bash',
    parameters: { properties: { command: { type: 'string' } }, required: ['command'], type: 'object' },
  },
  type: 'function',
};

/** Per-domain τ³ policy and tools: long and identical for every case of a domain. */
const domainCache = new Map<string, { policy: string; tools: PyJsonObject[] }>();
function domainKit(domain: string): { policy: string; tools: PyJsonObject[] } {
  const kept = domainCache.get(domain);
  if (kept) return kept;
  const rng = Rng.derive(SEED, 77, domain.length, domain.charCodeAt(0));
  const policy = `# ${domain} customer-service policy\n${prose(rng, 2600)}`;
  const tools: PyJsonObject[] = [];
  for (const name of ['get_user_details', 'get_order', 'search_options', 'modify_order', 'cancel_order', 'transfer_to_human']) {
    tools.push({
      function: {
        description: prose(rng, 120),
        name,
        parameters: { properties: { id: { description: prose(rng, 40), type: 'string' }, reason: { type: 'string' } }, required: ['id'], type: 'object' },
      },
      type: 'function',
    });
  }
  const kit = { policy, tools };
  domainCache.set(domain, kit);
  return kit;
}

function msg(role: string, content: string | null, extra: PyJsonObject = {}): PyJsonObject {
  return { content, role, ...extra };
}

/** Renders one cell; prompt prefixes repeat within a cell, so later calls read the provider cache. */
export function renderCell(runNo: number, cell: CellPlan, timeline: Timeline): CellRows {
  const rng = Rng.derive(SEED, runNo, cell.index, 2);
  const { testCase: tc, target } = cell;
  const caseJson = tc.json;
  const calls: CallRow[] = [];
  const events: EventRow[] = [];
  const lastPrompt = new Map<string, number>();
  const multi = cell.calls.length > 2;
  const isMom = target.kind === 'mom';
  let subjectUsage: Usage = zeroUsage();
  let subjectCost = 0;
  let subjectLatency = 0;
  let firstTtft: number | null | undefined;
  let failure: { error: string; partial: PyJsonObject } | null = null;

  const usageFor = (name: string, prompt: number, output: number, shareCache: boolean): Usage => {
    const previous = shareCache ? lastPrompt.get(name) : undefined;
    let cached = 0;
    if (previous !== undefined) cached = Math.floor((Math.min(previous, prompt) * 0.95) / 64) * 64;
    else if (rng.chance(0.2)) cached = Math.min(64 * rng.int(1, 4), Math.floor(prompt / 128) * 64);
    let write = 0;
    if (model(name).usageShape === 'anthropic' && multi) write = Math.floor((prompt - cached) * 0.8);
    lastPrompt.set(name, prompt);
    return { input_tokens: prompt - cached - write, cached_input_tokens: cached, cache_write_tokens: write, output_tokens: output };
  };

  /** One call record; returns the visible answer it carried. */
  const call = (plan: CallPlan, messages: PyJsonObject[], extraBody: PyJsonObject | null, final: string, toolCalls: PyJsonObject[] = []): void => {
    const start = cell.start + plan.offset;
    const end = start + plan.latency;
    const routed = isMom && plan.role === 'subject';
    const body = {
      ...SAMPLING,
      ...(extraBody ?? {}),
      messages,
      model: routed ? 'MoM' : plan.role === 'subject' ? target.model : plan.model,
      stream: true,
      stream_options: { include_usage: true },
    };
    const chars = JSON.stringify(messages).length + (extraBody ? JSON.stringify(extraBody).length : 0);
    const prompt = promptTokens(chars, messages.length);
    let usage: Usage;
    let responseUsage: Usage;
    let cost: number;
    let modelUsage: PyJsonValue[] | null = null;
    if (plan.firstModel) {
      const draft = Math.round(plan.outputTokens * 0.6);
      const u1 = usageFor(plan.firstModel, prompt, draft, false);
      const u2 = usageFor(plan.model, prompt + draft, plan.outputTokens, true);
      usage = addUsage(u1, u2);
      responseUsage = u2;
      const c1 = costOf(plan.firstModel, u1);
      const c2 = costOf(plan.model, u2);
      cost = c1 + c2;
      modelUsage = [
        { cost_usd: c1, model: plan.firstModel, usage: { ...u1 } },
        { cost_usd: c2, model: plan.model, usage: { ...u2 } },
      ];
    } else {
      usage = usageFor(plan.model, prompt, plan.outputTokens, plan.role !== 'judge');
      responseUsage = usage;
      cost = costOf(plan.model, usage);
    }
    const reasoning = model(plan.model).reasons && plan.role === 'subject' ? prose(rng, Math.min(6000, plan.outputTokens * 1.2)) : '';
    const failed = cell.failing && plan.role === 'judge' && plan.finishReason === 'length';
    const transport: PyJsonObject = {
      config_hash: routed ? (target.configHash ?? null) : null,
      cost_complete: true,
      cost_usd: cost,
      decision: routed ? plan.decision : null,
      final,
      finish_reason: plan.finishReason,
      inference_call_count: plan.firstModel ? 2 : 1,
      latency_s: plan.latency,
      model: plan.model,
      output_complete: plan.finishReason !== 'length',
      raw_usage: rawUsage(plan.model, responseUsage) as PyJsonObject,
      reasoning,
      response_usage: { ...responseUsage },
      selected_model: plan.model,
      tool_calls: toolCalls,
      ttft_s: plan.ttft,
      usage: { ...usage },
    };
    if (modelUsage) transport.model_usage = modelUsage;
    if (routed) transport.usage_complete = true;
    const id = `call-${rng.hex(32)}`;
    const finishedAt = timeline.iso(end);
    const data: PyJsonObject = {
      ...transport,
      activity: {
        last_activity_at: finishedAt,
        phase: 'streaming',
        phase_started_at: timeline.iso(start + Math.min(0.1, plan.latency / 4)),
        received_bytes: Math.round(final.length * 1.3 + reasoning.length * 1.3 + 620),
        updated_at: finishedAt,
      },
      finished_at: finishedAt,
      request: { effective_body: body, extra_body: extraBody, messages, request_params: {}, sampling: { ...SAMPLING } },
      started_at: timeline.iso(start),
    };
    if (failed) {
      data.error = 'Auxiliary model output was truncated; grading is incomplete';
      failure = { error: data.error, partial: transport };
    }
    calls.push({ id, role: plan.role, status: failed ? 'failed' : 'completed', data, at: start });
    events.push({ at: start + 0.001, kind: 'call_sent', data: { call_id: id, case_id: tc.id, role: plan.role, target_id: target.id } });
    if (plan.role === 'subject') {
      subjectUsage = addUsage(subjectUsage, usage);
      subjectCost += cost;
      subjectLatency += plan.latency;
      if (firstTtft === undefined) firstTtft = plan.ttft;
    }
  };

  const plans = [...cell.calls];
  const next = (): CallPlan => {
    const plan = plans.shift();
    if (!plan) throw new Error(`cell ${tc.id}/${target.id}: ran out of planned calls`);
    return plan;
  };
  const caseMessages = (caseJson.messages ?? []) as PyJsonObject[];
  const question = String(caseMessages[0]?.content ?? '');
  const reference = caseJson.answer;
  let answer: PyJsonValue = null;
  let details: PyJsonObject = {};

  const judge = (candidate: string) => {
    const plan = next();
    const verdict = cell.correct ? 'correct' : tc.benchmark === 'simpleqa-verified' && rng.chance(0.3) ? 'not_attempted' : 'incorrect';
    const explanation = `${prose(rng, rng.int(40, 160))} (verdict: ${verdict})`;
    call(
      plan,
      [msg('system', JUDGE_SYSTEM), msg('user', JSON.stringify({ question, reference_answer: reference, candidate_answer: candidate }))],
      null,
      ['```json', JSON.stringify({ verdict, explanation }), '```'].join('\n'),
    );
    details = { explanation, grader_version: 'sr-bench-reference-judge-v1', judge: JUDGE.id, verdict };
  };

  switch (tc.benchmark) {
    case 'mmlu-pro':
    case 'gpqa-diamond': {
      const plan = next();
      const options = tc.benchmark === 'mmlu-pro' ? 10 : 4;
      const right = String(reference);
      const wrong = LETTERS.slice(0, options)
        .split('')
        .filter((l) => l !== right);
      const letter = cell.correct ? right : rng.pick(wrong);
      const unparsed = !cell.correct && rng.chance(0.03);
      const strict = rng.chance(0.93);
      const text = prose(rng, Math.min(plan.outputTokens * 3.6, 14000));
      call(plan, caseMessages, {}, cell.outputLimit ? text : unparsed ? text : `${text}\n${strict ? 'ANSWER' : 'Answer'}: ${letter}`);
      answer = cell.outputLimit || unparsed ? null : letter;
      details = { answer_status: unparsed ? 'unparsed' : 'parsed', grader_version: 'sr-bench-mcq-final-v2', strict_format: strict && !unparsed };
      break;
    }
    case 'hle':
    case 'simpleqa-verified': {
      const plan = next();
      const candidate = cell.correct ? String(reference) : prose(rng, rng.int(10, 50));
      const text = `${prose(rng, Math.min(plan.outputTokens * 3.4, 14000))}\nFinal answer: ${candidate}`;
      call(plan, caseMessages, {}, text);
      answer = cell.outputLimit ? null : candidate;
      if (!cell.outputLimit) judge(candidate);
      break;
    }
    case 'livecodebench': {
      const plan = next();
      const noCode = !cell.correct && rng.chance(0.04);
      const text = noCode ? prose(rng, plan.outputTokens * 3.5) : codeBlock(rng, plan.outputTokens * 3.3);
      call(plan, caseMessages, {}, text);
      const sourceRecord = (caseJson.metadata as PyJsonObject).source_record as PyJsonObject;
      const total = Number(sourceRecord.tests);
      answer = noCode ? null : text;
      details = noCode ? { reason: 'no_python_code_block' } : { correct: cell.correct, passed: cell.correct ? total : rng.int(0, total - 1), total };
      break;
    }
    case 'scicode': {
      const source = (caseJson.metadata as PyJsonObject).source_record as PyJsonObject;
      const steps = source.sub_steps as PyJsonObject[];
      const produced: string[] = [];
      for (const step of steps) {
        const plan = next();
        const code = codeBlock(rng, plan.outputTokens * 3.3, `f${produced.length + 1}`);
        const content = [String(source.required_dependencies), ...produced, String(step.prompt)].join('\n\n');
        call(plan, [msg('user', content)], {}, code);
        produced.push(code);
      }
      answer = produced;
      details = { correct: cell.correct, steps_passed: cell.correct ? steps.length : rng.int(0, steps.length - 1), steps_total: steps.length };
      break;
    }
    case 'terminal-bench-2.1': {
      const instruction = String((caseJson.metadata as PyJsonObject).instruction);
      const transcript: PyJsonObject[] = [msg('system', TERMINAL_SYSTEM), msg('user', instruction)];
      const extra: PyJsonObject = { tool_choice: 'auto', tools: [BASH_TOOL] };
      let step = 0;
      while (plans.length > 0) {
        const plan = next();
        step++;
        if (plan.finishReason === 'tool_calls') {
          const toolCall: PyJsonObject = {
            function: {
              arguments: JSON.stringify({ command: `${rng.pick(['ls -la', 'cat', 'python3', 'grep -rn', 'make', 'pytest -q'])} /app/${rng.hex(6)}` }),
              name: 'bash',
            },
            id: `call_${step}`,
            type: 'function',
          };
          call(plan, [...transcript], extra, '', [toolCall]);
          transcript.push(msg('assistant', null, { tool_calls: [toolCall] }));
          transcript.push(msg('tool', toolOutput(rng, Math.min(4000, rng.skewed(480, 2.2))), { tool_call_id: `call_${step}` }));
        } else {
          call(plan, [...transcript], extra, 'Task complete.');
        }
      }
      details = { agent: 'sr-bench-terminal-v1', rewards: { reward: cell.correct ? 1 : 0 }, trials: 1 };
      break;
    }
    case 'arc-agi-2': {
      const plan = next();
      const right = reference as number[][];
      const guess = cell.correct ? right : grid(rng, right.length, right[0]?.length ?? 3);
      call(plan, caseMessages, {}, `${prose(rng, Math.min(plan.outputTokens * 2, 6000))}\n${JSON.stringify(guess)}`);
      answer = guess;
      details = { valid_grid: true };
      break;
    }
    case 'tau3': {
      const kit = domainKit(tc.domain);
      const scenario = `You are the simulated customer. ${prose(rng, rng.int(400, 900))}`;
      const history: { customer: string; agent: string }[] = [];
      const extra: PyJsonObject = { tool_choice: 'auto', tools: kit.tools };
      while (plans.length > 1) {
        const simPlan = next();
        const customer = prose(rng, simPlan.outputTokens * 3.8);
        const simMessages = [msg('system', scenario)];
        for (const turn of history) simMessages.push(msg('assistant', turn.customer), msg('user', turn.agent));
        call(simPlan, simMessages, null, customer);
        const agentPlan = next();
        const agent = prose(rng, agentPlan.outputTokens * 3.8);
        const agentMessages = [msg('system', kit.policy)];
        for (const turn of history) agentMessages.push(msg('user', turn.customer), msg('assistant', turn.agent));
        agentMessages.push(msg('user', customer));
        call(agentPlan, agentMessages, extra, agent);
        history.push({ customer, agent });
      }
      const judgePlan = next();
      const summary = history
        .map((t) => `customer: ${t.customer}\nagent: ${t.agent}`)
        .join('\n')
        .slice(0, 6000);
      call(
        judgePlan,
        [msg('system', 'Check each task assertion against the conversation.'), msg('user', summary)],
        null,
        cell.correct ? 'All assertions hold.' : 'An assertion does not hold.',
      );
      details = { domain: tc.domain, release: '1.0.1', reward: pyFloat(cell.correct ? 1 : 0), termination_reason: 'TerminationReason.USER_STOP', trials: 1 };
      break;
    }
  }
  if (cell.outputLimit) details = { output_complete: false, quality_failure: 'output_limit' };

  const startedAt = timeline.iso(cell.start);
  const finishedAt = timeline.iso(cell.end);
  const base = { benchmark: tc.benchmark, case_id: tc.id, queue_wait_s: cell.start - timeline.runningAt, started_at: startedAt, target_id: target.id };
  let data: PyJsonObject;
  const failed = failure as { error: string; partial: PyJsonObject } | null;
  if (failed) {
    data = { ...base, error: failed.error, finished_at: finishedAt, latency_s: cell.duration, partial: failed.partial, status: 'failed' };
  } else {
    data = {
      ...base,
      answer,
      call_count: cell.calls.length,
      correct: cell.correct,
      cost_usd: subjectCost,
      details,
      finished_at: finishedAt,
      latency_s: cell.duration,
      score: pyFloat(cell.correct ? 1 : 0),
      status: 'completed',
      subject_latency_s: subjectLatency,
      ttft_s: firstTtft ?? null,
      usage: { ...subjectUsage },
    };
  }
  events.unshift({ at: cell.start + 0.001, kind: 'case_running', data: { case_id: tc.id, target_id: target.id } });
  events.push({ at: cell.end + 0.002, kind: failed ? 'case_failed' : 'case_completed', data: { case_id: tc.id, target_id: target.id } });
  return { result: { status: failed ? 'failed' : 'completed', data, at: cell.start }, calls, events };
}
