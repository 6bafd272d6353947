import { describe, expect, it } from 'vitest';
import { pyStrip } from '../../src/domain/hashing/python-text.ts';
import { visibleFinal } from '../../src/worker/transport/final-text.ts';

describe('visible final', () => {
  it.each([
    ['ANSWER: B', 'ANSWER: B'],
    ['<think>hmm</think>ANSWER: B', 'ANSWER: B'],
    ['<think>a\nb</think>\n  ANSWER: C\n', 'ANSWER: C'],
    ['<think>one</think>x<think>two</think>y', 'xy'],
    ['<think>never closed ANSWER: A', ''],
    ['ANSWER: A <think>late', ''],
    ['</think>ANSWER: A', '</think>ANSWER: A'],
    ['\x1c\x85 ANSWER: D \u3000', 'ANSWER: D'],
  ])('%j → %j', (content, expected) => {
    expect(visibleFinal(content)).toBe(expected);
  });

  it("strips Python's whitespace set, not JavaScript's", () => {
    expect(pyStrip('\ufeffx\ufeff')).toBe('\ufeffx\ufeff');
    expect(pyStrip('\x1fx\x1e')).toBe('x');
  });
});
