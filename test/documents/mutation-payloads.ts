// Typed documents of test/api/mutation-payloads.test.ts.
import { graphql } from '../gql/index.ts';

export const CreateTwoBesideARefusal = graphql(`
  mutation Test_Two($good: String!, $bad: String!) {
    first: createExperiment(input: { name: $good, idempotencyKey: "payload-first" }) {
      experiment { experimentId name }
      userErrors { code message reason details }
    }
    second: createExperiment(input: { name: $bad, idempotencyKey: "payload-second" }) {
      experiment { experimentId }
      userErrors { code message reason details }
    }
    third: createExperiment(input: { name: "Kept after a refusal", idempotencyKey: "payload-third" }) {
      experiment { name }
      userErrors { code }
    }
  }
`);

export const ExperimentNames = graphql(`
  query Test_List { experiments(first: 10) { edges { node { name } } } }
`);

export const CreateUnderATakenKey = graphql(`
  mutation Test_Conflict {
    createExperiment(input: { name: "Other name", idempotencyKey: "payload-first" }) {
      experiment { experimentId }
      userErrors { code reason details }
    }
  }
`);

export const CandidatePlanWithLongName = graphql(`
  mutation Test_Validated($name: String!) {
    candidatePlan(input: { baselineRunId: "run-missing", targetIds: ["x"], name: $name }) {
      plan { planSha256 }
      userErrors { code message }
    }
  }
`);

export const StartBesideCreate = graphql(`
  mutation Test_Roles {
    startRun(input: { planSha256: "0000", idempotencyKey: "role-check" }) { run { runId } userErrors { code } }
    createExperiment(input: { name: "Written by a writer", idempotencyKey: "role-check" }) { experiment { name } userErrors { code } }
  }
`);
