// Section tabs of Run details (docs/dashboard.md "Run header"): Results · Questions · Calls · Evidence · Recipe
// (Recipe only with a MoM target). The section lives in the URL.
import { useSearchParams } from 'react-router';
import { runParams, type Section } from './run-url.ts';

const LABELS: Record<Section, string> = { results: 'Results', questions: 'Questions', calls: 'Calls', evidence: 'Evidence', recipe: 'Recipe' };

export function SectionTabs({ current, withRecipe }: { current: Section; withRecipe: boolean }) {
  const [params, setParams] = useSearchParams();
  const sections = (Object.keys(LABELS) as Section[]).filter((s) => s !== 'recipe' || withRecipe);
  return (
    <nav className="tabs run-sections" aria-label="Run sections">
      {sections.map((s) => (
        <button
          key={s}
          type="button"
          className={s === current ? 'tab active' : 'tab'}
          aria-current={s === current ? 'page' : undefined}
          onClick={() =>
            setParams(runParams(params, { section: s === 'results' ? null : s, page: null, after: null, q: null, events: null, call: null, view: null }))
          }
        >
          {LABELS[s]}
        </button>
      ))}
    </nav>
  );
}
