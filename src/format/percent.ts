// Percentages and percent-point differences, worded the same everywhere (docs/formats.md).

/** A fraction (0.4213) as a percentage ("42.1%"). */
export function formatPercent(fraction: number, digits = 1): string {
  return `${(fraction * 100).toFixed(digits)}%`;
}

/** A difference of two fractions as signed percent points ("+3.2 pp", "-0.5 pp", "0.0 pp"). */
export function formatPoints(delta: number, digits = 1): string {
  const points = delta * 100;
  const text = Math.abs(points).toFixed(digits);
  if (Number(text) === 0) return `${(0).toFixed(digits)} pp`;
  return `${points > 0 ? '+' : '-'}${text} pp`;
}

/**
 * A cost saving, given in percent of the baseline's cost (the API's `…SavingPercent`), said as
 * what it means: "saves 35.2%", "costs 14.0% more", and from twice the cost up "costs 2.1× as
 * much" (a saving of -114% is a candidate that costs 2.14 times the baseline).
 */
export function formatCostChange(savingPercent: number): string {
  const text = Math.abs(savingPercent).toFixed(1);
  if (Number(text) === 0) return 'same cost';
  if (savingPercent > 0) return `saves ${text}%`;
  if (savingPercent > -100) return `costs ${text}% more`;
  return `costs ${(1 - savingPercent / 100).toFixed(1)}× as much`;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A paired record in one order everywhere: wins, ties, losses ("1 win · 5 ties · 0 losses"). */
export function formatRecord(wins: number, ties: number, losses: number): string {
  return `${counted(wins, 'win', 'wins')} · ${counted(ties, 'tie', 'ties')} · ${counted(losses, 'loss', 'losses')}`;
}
