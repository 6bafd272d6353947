// One money format for the dashboard, the CLI and the HTML report (docs/formats.md).

/**
 * US dollars as people compare them: two decimals from $1 up ("$67.00", "$1,204.50"), and
 * three significant digits below $1, at least two decimals, trailing zeros dropped
 * ("$0.50", "$0.0149", "$0.011", "$0.0027"). Call costs are fractions of a cent, so a fixed
 * number of decimals would print them all as "$0.00" or "$0.0000".
 */
export function formatUsd(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size === 0) return '$0.00';
  if (size >= 1) return `${sign}$${size.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  // Decimals that keep three significant digits: 0.0149 has its first digit at 10^-2 → 4 decimals.
  const decimals = Math.min(12, Math.max(2, 2 - Math.floor(Math.log10(size))));
  let text = size.toFixed(decimals);
  // Rounding can carry to $1.00 (0.9996 → "1.000"): that is a dollar figure.
  if (Number(text) >= 1) return `${sign}$1.00`;
  while (text.endsWith('0') && text.length - text.indexOf('.') - 1 > 2) text = text.slice(0, -1);
  return `${sign}$${text}`;
}
