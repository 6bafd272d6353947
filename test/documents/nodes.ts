// Typed documents of test/api/nodes.test.ts.
import { graphql } from '../gql/index.ts';

export const RunEntities = graphql(`
  query Test_RunEntities($run: ID!) {
    run(id: $run) {
      id
      runId
      calls(first: 2) { edges { node { id callId } } }
      results(first: 2) { edges { node { id caseId targetId } } }
      events(first: 2) { edges { node { id seq kind } } }
    }
  }
`);

export const NodeById = graphql(`
  query Test_Node($id: ID!) {
    node(id: $id) { id ... on Run { runId } ... on Call { callId } ... on CaseResult { caseId targetId } ... on RunEvent { seq kind } }
  }
`);

export const NodesByNaturalIds = graphql(`
  query Test_NaturalNodes($run: ID!, $call: ID!) {
    r: node(id: $run) { ... on Run { runId } }
    c: node(id: $call) { id }
  }
`);

export const ExperimentEntities = graphql(`
  query Test_ExperimentEntities($experiment: ID!, $run: ID!) {
    node(id: $experiment) { ... on Experiment { experimentId name createdAt } }
    run(id: $run) { experimentMemberships { role hypothesis linkedAt experiment { name } } }
    runs(filter: { experimentId: $experiment }) { totalCount }
  }
`);
