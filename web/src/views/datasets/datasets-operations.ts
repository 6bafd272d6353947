// The datasets view's requests (docs/dashboard.md "Datasets"): the library page (with the per-profile counts in
// the same request), one dataset with one page of its questions, and the preparation panel.
// Questions are the public `Question` type: it has no answer or hidden material to ask for.
import { graphql } from '../../gql/index.ts';

export const DatasetsLibraryQuery = graphql(`
  query DatasetsLibrary($first: Int, $after: String, $last: Int, $before: String, $filter: DatasetFilter) {
    datasets(first: $first, after: $after, last: $last, before: $before, filter: $filter) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges {
        node { datasetId name profile split caseCount customSubset benchmarks { benchmarkId count } }
      }
    }
    allDatasets: datasets(first: 1) { totalCount }
    smokeDatasets: datasets(first: 1, filter: { profile: [SMOKE] }) { totalCount }
    quickDatasets: datasets(first: 1, filter: { profile: [QUICK] }) { totalCount }
    standardDatasets: datasets(first: 1, filter: { profile: [STANDARD] }) { totalCount }
  }
`);

export const DatasetDetailsQuery = graphql(`
  query DatasetDetails($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $benchmark: [String!], $category: [String!], $search: String) {
    dataset(id: $id) {
      datasetId name profile split seed sha256 customSubset caseCount createdAt preparation manifest
      benchmarks { benchmarkId count categories { name count } }
      cases(first: $first, after: $after, last: $last, before: $before, benchmark: $benchmark, category: $category, search: $search) {
        totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges {
          node { caseId position benchmark category question messages { role content } choices inputStatus inputNotice }
        }
      }
    }
  }
`);

export const PreparationsQuery = graphql(`
  query DatasetPreparations {
    preparations(first: 20) { ...PreparationState }
  }
`);

export const PrepareDatasetMutation = graphql(`
  mutation DatasetPrepare($input: PrepareDatasetInput!) {
    prepareDataset(input: $input) { preparation { ...PreparationState } userErrors { code message details } }
  }
`);
