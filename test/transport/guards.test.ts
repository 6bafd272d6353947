import { describe, expect, it } from 'vitest';
import { codePointLength } from '../../src/domain/hashing/python-text.ts';
import { checkGuards, isRepeatedTail } from '../../src/domain/transport/guards.ts';

const limits = { max_output_chars: 10, max_output_tokens: 100, repetition_window: 2, repetition_limit: 3 };

describe('code points', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['a😀b', 3],
    ['\ud83d', 1],
    ['\ude00\ud83d', 2],
  ])('%j has %i code points', (text, expected) => {
    expect(codePointLength(text)).toBe(expected);
  });
});

describe('repetition guard', () => {
  it.each([
    [['abababab', ''], 2, 3, true],
    [['xabab', 'ab'], 2, 3, true],
    [['ababa', ''], 2, 3, false],
    [['abab', ''], 2, 3, false],
    [['aaaaaa', ''], 1, 6, true],
    [['😀x😀x😀x', ''], 2, 3, true],
    [['abcabcabd', ''], 3, 3, false],
  ] as const)('%j window %i limit %i → %s', (parts, window, limit, expected) => {
    expect(isRepeatedTail(parts, window, limit)).toBe(expected);
  });

  it('checks content + reasoning joined, reasoning last', () => {
    expect(isRepeatedTail(['ab', 'abab'], 2, 3)).toBe(true);
    expect(isRepeatedTail(['abab', 'b'], 2, 3)).toBe(false);
  });
});

describe('guard order: characters, repetition, tokens', () => {
  it('character cap counts code points', () => {
    expect(() =>
      checkGuards({ outputChars: 10, content: '😀'.repeat(10), reasoning: '', outputTokens: null }, { ...limits, repetition_window: 100 }),
    ).not.toThrow();
    expect(() => checkGuards({ outputChars: 11, content: 'x', reasoning: '', outputTokens: 999 }, limits)).toThrow('Output character cap exceeded');
  });
  it('repetition before tokens', () => {
    expect(() => checkGuards({ outputChars: 6, content: 'ababab', reasoning: '', outputTokens: 999 }, limits)).toThrow('Repeated output guard triggered');
  });
  it('tokens', () => {
    expect(() => checkGuards({ outputChars: 3, content: 'abc', reasoning: '', outputTokens: 101 }, limits)).toThrow('Output token cap exceeded');
    expect(() => checkGuards({ outputChars: 3, content: 'abc', reasoning: '', outputTokens: 100 }, limits)).not.toThrow();
  });
});
