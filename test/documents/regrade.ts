// Typed documents of test/api/regrade.test.ts.
import { graphql } from '../gql/index.ts';

export const Regrade = graphql(`
  mutation Test_Regrade($runId: ID!) {
    regrade(input: { runId: $runId }) {
      regrade {
        document changedCount graderVersion modelRequests sourceRunId sourcePlanSha256 kind
        results { caseId targetId answer correct score details }
      }
      userErrors { code message reason details }
    }
  }
`);
