// A dataset's words without React: benchmark titles for ids, and a label for generated names.

/** "MMLU-Pro, GPQA Diamond, HLE +3 more" */
export function benchmarkSummary(ids: readonly string[], titles: Map<string, string>, shown = 3): string {
  const names = ids.slice(0, shown).map((id) => titles.get(id) ?? id);
  return ids.length > shown ? `${names.join(', ')} +${ids.length - shown} more` : names.join(', ');
}

/** A generated name (`mmlu-pro+hle/smoke`) reads as benchmark titles; a name someone chose stays. */
export function datasetLabel(d: { name: string; benchmarks: readonly { benchmarkId: string }[] }, titles: Map<string, string>): string {
  const generated = /^[a-z0-9.-]+(\+[a-z0-9.-]+)*\/[a-z]+$/.test(d.name);
  return generated
    ? benchmarkSummary(
        d.benchmarks.map((b) => b.benchmarkId),
        titles,
      )
    : d.name;
}
