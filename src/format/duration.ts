// Durations as the dashboard, the CLI and the HTML report show them (docs/formats.md).

/** Seconds: "850 ms" below a second, "12.4 s" below two minutes, then "3 min 5 s" ("10 min"). */
export function formatSeconds(value: number): string {
  if (value < 1) return `${Math.round(value * 1000)} ms`;
  if (value < 120) return `${value.toFixed(1)} s`;
  const total = Math.round(value);
  const minutes = Math.floor(total / 60);
  const rest = total - minutes * 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
