// Experiments (docs/dashboard.md): the list, or one experiment with `experiment=ID`.
import { useSearchParams } from 'react-router';
import { ExperimentDetails } from './ExperimentDetails.tsx';
import { ExperimentList } from './ExperimentList.tsx';
import '../../ui/form.css';
import './experiments.css';

export function ExperimentsView() {
  const [params] = useSearchParams();
  const id = params.get('experiment');
  return <div data-testid="experiments-view">{id ? <ExperimentDetails key={id} experimentId={id} /> : <ExperimentList />}</div>;
}
