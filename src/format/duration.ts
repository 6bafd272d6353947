// Durations as the dashboard, the CLI and the HTML report show them (docs/formats.md).

/** Seconds: "850 ms" below a second, "12.4 s" below two minutes, then "3 min 5 s". */
export function formatSeconds(value: number): string {
  if (value < 1) return `${Math.round(value * 1000)} ms`;
  if (value < 120) return `${value.toFixed(1)} s`;
  const minutes = Math.floor(value / 60);
  return `${minutes} min ${Math.round(value - minutes * 60)} s`;
}
