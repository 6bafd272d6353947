// Datasets (docs/dashboard.md): the library, one dataset's details (`dataset=ID`) and the prepare
// panel (`prepare=1`). Everything the view shows is chosen by the URL.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DatasetDetails } from './DatasetDetails.tsx';
import { DatasetLibrary } from './DatasetLibrary.tsx';
import { PreparePanel } from './PreparePanel.tsx';
import '../../ui/form.css';
import './datasets.css';

export function DatasetsView() {
  const [params] = useSearchParams();
  const datasetId = params.get('dataset');
  // A preparation that finished is the reason to ask for the library again (docs/dashboard.md "Live updates").
  const [libraryVersion, setLibraryVersion] = useState(0);
  return (
    <div data-testid="datasets-view" className="datasets-view">
      {params.get('prepare') === '1' ? <PreparePanel onDatasetReady={() => setLibraryVersion((v) => v + 1)} /> : null}
      {datasetId ? <DatasetDetails key={datasetId} datasetId={datasetId} /> : <DatasetLibrary version={libraryVersion} />}
    </div>
  );
}
