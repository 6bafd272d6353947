/**
 * The graders and adapters against the real graded cells of the fixture journals: every
 * completed multiple-choice, grid and judge-graded cell is re-executed with a context that
 * replays the cell's recorded calls, and must reproduce the stored `answer`, `correct`,
 * `score` and `details` (docs/grading.md). Judge cells also rebuild the judge's user
 * message from the case and the subject final, byte for byte.
 *
 * Note: the fixture generator scripted a shorter judge *system* prompt than the one the
 * grader freezes (docs/grading.md "Judge-graded answers"), so only the user message is compared with the journal.
 */
import { describe, expect, it } from 'vitest';
import type { AdapterContext, CallOptions, CallResult, ChatMessage } from '../../../src/domain/grading/adapter-types.ts';
import { adapterFor } from '../../../src/domain/grading/adapters.ts';
import { gradeGrid } from '../../../src/domain/grading/grid.ts';
import { judgeMessages, JUDGE_SYSTEM_PROMPT, parseJudgeVerdict } from '../../../src/domain/grading/judge.ts';
import { gradeMultipleChoice } from '../../../src/domain/grading/mcq.ts';
import { journalCells, journalFiles } from './journal-cells.ts';
import type { JournalCell } from './journal-cells.ts';

const GRADED = new Set(['mmlu-pro', 'gpqa-diamond', 'arc-agi-2', 'hle', 'simpleqa-verified']);

function gradedCells(journal: string): JournalCell[] {
  return journalCells(journal).filter((cell) => cell.status === 'completed' && GRADED.has(cell.testCase.benchmark));
}

interface Replay {
  ctx: AdapterContext;
  consumed: () => number;
  judgeUserMessages: { sent: string; stored: string }[];
}

/** A context whose `call` returns the cell's recorded calls in order, checking role and request. */
function replay(cell: JournalCell): Replay {
  let next = 0;
  const judgeUserMessages: Replay['judgeUserMessages'] = [];
  const ctx: AdapterContext = {
    benchmarkOptions: cell.benchmarkOptions,
    call(messages: readonly ChatMessage[], options?: CallOptions): Promise<CallResult> {
      const stored = cell.calls[next++];
      if (stored === undefined) throw new Error(`${cell.caseId}: more calls than the journal holds`);
      const role = options?.role ?? 'subject';
      expect(role).toBe(stored.role);
      const request = stored.data['request'] as { messages: { role: string; content: string }[] };
      if (role === 'subject') {
        expect(messages).toEqual(request.messages);
      } else {
        expect(options?.target).toBe(cell.benchmarkOptions['judge']);
        expect(messages[0]).toEqual({ role: 'system', content: JUDGE_SYSTEM_PROMPT });
        expect(messages[1]?.role).toBe('user');
        judgeUserMessages.push({ sent: String(messages[1]?.content), stored: String(request.messages[1]?.content) });
      }
      return Promise.resolve(stored.data as unknown as CallResult);
    },
  };
  return { ctx, consumed: () => next, judgeUserMessages };
}

function storedOutcome(cell: JournalCell) {
  const { answer, correct, score, details } = cell.result;
  return { answer, correct, score, details };
}

// Cells per journal that must be found (completed cells of the five in-process benchmarks).
const EXPECTED_COUNTS: Record<string, number> = {
  'a_complete_mixed/journal.sqlite3': 33,
  'b3_inflight_interrupted/journal.inflight.sqlite3': 5,
  'b3_inflight_interrupted/journal.sqlite3': 5,
  'b_failed_partial/journal.sqlite3': 23,
  'c_agent_continuity/journal.sqlite3': 2,
  'd_cache_fields/journal.sqlite3': 18,
  'e_auxiliary_costs/journal.sqlite3': 16,
  'f_full_suite/journal.sqlite3': 40,
  'g_comparisons/journal.sqlite3': 155,
  'h_reconciliation/journal.reconciled.sqlite3': 11,
  'h_reconciliation/journal.sqlite3': 11,
};

describe('fixture journals: graded cells re-grade to their stored outcome', () => {
  it('finds the expected graded cells in every journal', () => {
    const counts = Object.fromEntries(journalFiles().map((journal) => [journal, gradedCells(journal).length]));
    expect(counts).toEqual(EXPECTED_COUNTS);
  });

  for (const journal of journalFiles()) {
    const cells = gradedCells(journal);
    if (cells.length === 0) continue;
    it(`${journal}: ${cells.length} cells through their adapters`, async () => {
      for (const cell of cells) {
        const adapter = adapterFor(cell.testCase.benchmark);
        if (adapter === null) throw new Error(`no adapter for ${cell.testCase.benchmark}`);
        const { ctx, consumed, judgeUserMessages } = replay(cell);
        const outcome = await adapter.execute(cell.testCase, ctx);
        expect({ cell: `${cell.runId} ${cell.caseId} ${cell.targetId}`, ...outcome }).toEqual({
          cell: `${cell.runId} ${cell.caseId} ${cell.targetId}`,
          ...storedOutcome(cell),
        });
        expect(consumed()).toBe(cell.calls.length);
        for (const { sent, stored } of judgeUserMessages) expect(sent).toBe(stored);
      }
    });
  }
});

describe('fixture journals: the graders alone', () => {
  const all = journalFiles().flatMap(gradedCells);
  const graded = all.filter((cell) => (cell.result['details'] as Record<string, unknown>)['quality_failure'] === undefined);
  const subjectFinal = (cell: JournalCell) => String(cell.calls.find((c) => c.role === 'subject')?.data['final']);

  it('multiple choice: subject final + case answer → stored answer/correct/details', () => {
    const mcq = graded.filter((c) => c.testCase.benchmark === 'mmlu-pro' || c.testCase.benchmark === 'gpqa-diamond');
    expect(mcq.length).toBe(230);
    for (const cell of mcq) {
      expect(gradeMultipleChoice(subjectFinal(cell), cell.testCase.answer)).toEqual(storedOutcome(cell));
    }
  });

  it('grids: subject final + case answer → stored answer/correct/details', () => {
    const grids = graded.filter((c) => c.testCase.benchmark === 'arc-agi-2');
    expect(grids.length).toBe(14);
    for (const cell of grids) {
      expect(gradeGrid(subjectFinal(cell), cell.testCase.answer, cell.testCase.metadata?.['output_format'])).toEqual(storedOutcome(cell));
    }
  });

  it('judge: the judge final parses to the stored verdict and explanation', () => {
    const judged = graded.filter((c) => c.testCase.benchmark === 'hle' || c.testCase.benchmark === 'simpleqa-verified');
    expect(judged.length).toBe(73);
    for (const cell of judged) {
      const judgeCall = cell.calls.find((c) => c.role === 'judge');
      const { verdict, explanation } = parseJudgeVerdict(String(judgeCall?.data['final']));
      const details = cell.result['details'] as Record<string, unknown>;
      expect({ verdict, explanation }).toEqual({ verdict: details['verdict'], explanation: details['explanation'] });
    }
  });

  it('judge: the user message built from the case equals the stored request byte for byte', () => {
    const judged = graded.filter((c) => c.testCase.benchmark === 'hle' || c.testCase.benchmark === 'simpleqa-verified');
    for (const cell of judged) {
      const judgeCall = cell.calls.find((c) => c.role === 'judge');
      const stored = (judgeCall!.data['request'] as { messages: { content: string }[] }).messages[1]?.content;
      const built = judgeMessages(cell.testCase.messages ?? [], cell.testCase.answer, subjectFinal(cell))[1]?.content;
      expect(built).toBe(stored);
    }
  });

  it('output-limit cells: the subject call stopped at the limit and no judge was called', () => {
    const limited = all.filter((cell) => (cell.result['details'] as Record<string, unknown>)['quality_failure'] === 'output_limit');
    expect(limited.map((c) => `${c.journal} ${c.caseId} ${c.targetId}`)).toEqual([
      'a_complete_mixed/journal.sqlite3 hle-002 single-large',
      'a_complete_mixed/journal.sqlite3 mmlu-004 single-small',
    ]);
    for (const cell of limited) {
      expect(cell.calls.map((c) => [c.role, c.data['finish_reason'], c.data['output_complete']])).toEqual([['subject', 'length', false]]);
    }
  });
});
