// The money and percentage formats shared by the dashboard, the CLI and the HTML report.
import { describe, expect, it } from 'vitest';
import { formatSeconds } from '../../src/format/duration.ts';
import { formatUsd } from '../../src/format/money.ts';
import { formatCostChange, formatPercent, formatPoints, formatRecord } from '../../src/format/percent.ts';

describe('formatUsd', () => {
  it('keeps differences below a dollar visible', () => {
    // Side by side these once all read "$0.01" next to "$0.0027".
    expect([0.0149, 0.011, 0.0027].map(formatUsd)).toEqual(['$0.0149', '$0.011', '$0.0027']);
    expect(formatUsd(0.123456)).toBe('$0.123');
    expect(formatUsd(0.5)).toBe('$0.50');
    expect(formatUsd(0.0000123)).toBe('$0.0000123');
  });

  it('gives dollar figures two decimals and thousands separators', () => {
    expect(formatUsd(68.16336650000001)).toBe('$68.16');
    expect(formatUsd(1204.5)).toBe('$1,204.50');
    expect(formatUsd(1)).toBe('$1.00');
    expect(formatUsd(0.99996)).toBe('$1.00');
  });

  it('writes zero and negative amounts plainly', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-0.25)).toBe('-$0.25');
    expect(formatUsd(-12)).toBe('-$12.00');
  });
});

describe('percentages', () => {
  it('formats fractions and percent points', () => {
    expect(formatPercent(0.42134)).toBe('42.1%');
    expect(formatPercent(1, 0)).toBe('100%');
    expect(formatPoints(0.032)).toBe('+3.2 pp');
    expect(formatPoints(-0.005)).toBe('-0.5 pp');
    // A difference that rounds to nothing has no sign.
    expect(formatPoints(-0.0004)).toBe('0.0 pp');
  });

  it('says a negative saving as what the candidate costs', () => {
    expect(formatCostChange(35.24)).toBe('saves 35.2%');
    expect(formatCostChange(-14)).toBe('costs 14.0% more');
    expect(formatCostChange(-114)).toBe('costs 2.1× as much');
    expect(formatCostChange(-100)).toBe('costs 2.0× as much');
    expect(formatCostChange(0.04)).toBe('same cost');
  });

  it('orders a paired record wins, ties, losses', () => {
    expect(formatRecord(3, 5, 0)).toBe('3 wins · 5 ties · 0 losses');
    expect(formatRecord(1, 1, 1)).toBe('1 win · 1 tie · 1 loss');
  });
});

describe('formatSeconds', () => {
  it('uses the unit a person reads', () => {
    expect(formatSeconds(0.85)).toBe('850 ms');
    expect(formatSeconds(12.44)).toBe('12.4 s');
    expect(formatSeconds(185)).toBe('3 min 5 s');
    expect(formatSeconds(600)).toBe('10 min');
    expect(formatSeconds(179.6)).toBe('3 min');
  });
});
