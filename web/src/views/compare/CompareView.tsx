// Compare iterations (docs/dashboard.md): choose a baseline and candidates, then see the paired
// comparison. The compared choice lives in the URL; an unsent change of the ticked candidates
// is local and hides the earlier results until "Compare runs" is pressed again.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CompareResults } from './CompareResults.tsx';
import { ReplayDisclosure } from './ReplayDisclosure.tsx';
import { RunChooser } from './RunChooser.tsx';
import { readChoice, sameSet, writeChoice } from './compare-url.ts';
import './compare.css';

export function CompareView() {
  const [params, setParams] = useSearchParams();
  const choice = readChoice(params);
  // null = the ticked candidates are the ones in the URL.
  const [draft, setDraft] = useState<string[] | null>(null);
  const selected = draft ?? choice.candidates;
  const changed = draft !== null && !sameSet(draft, choice.candidates);
  // The draft is kept until the URL has caught up (so the old choice is never rendered, and
  // never re-requested, in between); a URL change from elsewhere (back button) drops it.
  const urlKey = `${choice.baseline ?? ''} ${choice.candidates.join(' ')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey is the trigger: a URL change from elsewhere drops the draft
  useEffect(() => setDraft(null), [urlKey]);

  return (
    <div className="compare-view" data-testid="compare-view">
      <RunChooser
        key={choice.baseline ?? ''}
        baseline={choice.baseline}
        selected={selected}
        changed={changed && choice.candidates.length > 0}
        onBaseline={(baseline) => {
          setDraft([]);
          writeChoice(setParams, { baseline, candidates: [] });
        }}
        onSelect={setDraft}
        onCompare={(candidates) => {
          setDraft(candidates);
          writeChoice(setParams, { baseline: choice.baseline, candidates });
        }}
      />
      {choice.baseline !== null && choice.candidates.length > 0 && !changed ? (
        <CompareResults baseline={choice.baseline} candidates={choice.candidates} />
      ) : null}
      <ReplayDisclosure />
    </div>
  );
}
