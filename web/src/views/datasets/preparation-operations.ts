// A preparation job as the dashboard shows it (docs/preparation.md "What users see in the
// dashboard"): the fields of its progress, and the `preparationProgress` subscription (no
// polling). Shared by the prepare panel and the create flow's automatic preparation.
import { graphql } from '../../gql/index.ts';

const PreparationStateFields = graphql(`
  fragment PreparationState on Preparation {
    preparationId benchmark benchmarks profile seed limit sourcePath revision status phase error createdAt updatedAt
    dataset { datasetId caseCount }
    items { benchmark status phase error bytesDone bytesTotal caseCount reused }
  }
`);
void PreparationStateFields;

// The current state first, then each change; the server ends it after COMPLETED or FAILED.
export const PreparationProgressSubscription = graphql(`
  subscription PreparationProgress($preparationId: ID!) {
    preparationProgress(preparationId: $preparationId) { ...PreparationState }
  }
`);
