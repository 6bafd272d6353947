/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Test_Two($good: String!, $bad: String!) {\n    first: createExperiment(input: { name: $good, idempotencyKey: \"payload-first\" }) {\n      experiment { experimentId name }\n      userErrors { code message reason details }\n    }\n    second: createExperiment(input: { name: $bad, idempotencyKey: \"payload-second\" }) {\n      experiment { experimentId }\n      userErrors { code message reason details }\n    }\n    third: createExperiment(input: { name: \"Kept after a refusal\", idempotencyKey: \"payload-third\" }) {\n      experiment { name }\n      userErrors { code }\n    }\n  }\n": typeof types.Test_TwoDocument,
    "\n  query Test_List { experiments(first: 10) { edges { node { name } } } }\n": typeof types.Test_ListDocument,
    "\n  mutation Test_Conflict {\n    createExperiment(input: { name: \"Other name\", idempotencyKey: \"payload-first\" }) {\n      experiment { experimentId }\n      userErrors { code reason details }\n    }\n  }\n": typeof types.Test_ConflictDocument,
    "\n  mutation Test_Validated($name: String!) {\n    candidatePlan(input: { baselineRunId: \"run-missing\", targetIds: [\"x\"], name: $name }) {\n      plan { planSha256 }\n      userErrors { code message }\n    }\n  }\n": typeof types.Test_ValidatedDocument,
    "\n  mutation Test_Roles {\n    startRun(input: { planSha256: \"0000\", idempotencyKey: \"role-check\" }) { run { runId } userErrors { code } }\n    createExperiment(input: { name: \"Written by a writer\", idempotencyKey: \"role-check\" }) { experiment { name } userErrors { code } }\n  }\n": typeof types.Test_RolesDocument,
    "\n  query Test_RunEntities($run: ID!) {\n    run(id: $run) {\n      id\n      runId\n      calls(first: 2) { edges { node { id callId } } }\n      results(first: 2) { edges { node { id caseId targetId } } }\n      events(first: 2) { edges { node { id seq kind } } }\n    }\n  }\n": typeof types.Test_RunEntitiesDocument,
    "\n  query Test_Node($id: ID!) {\n    node(id: $id) { id ... on Run { runId } ... on Call { callId } ... on CaseResult { caseId targetId } ... on RunEvent { seq kind } }\n  }\n": typeof types.Test_NodeDocument,
    "\n  query Test_NaturalNodes($run: ID!, $call: ID!) {\n    r: node(id: $run) { ... on Run { runId } }\n    c: node(id: $call) { id }\n  }\n": typeof types.Test_NaturalNodesDocument,
    "\n  query Test_ExperimentEntities($experiment: ID!, $run: ID!) {\n    node(id: $experiment) { ... on Experiment { experimentId name createdAt } }\n    run(id: $run) { experimentMemberships { role hypothesis linkedAt experiment { name } } }\n    runs(filter: { experimentId: $experiment }) { totalCount }\n  }\n": typeof types.Test_ExperimentEntitiesDocument,
    "\n  mutation Test_Regrade($runId: ID!) {\n    regrade(input: { runId: $runId }) {\n      regrade {\n        document changedCount graderVersion modelRequests sourceRunId sourcePlanSha256 kind\n        results { caseId targetId answer correct score details }\n      }\n      userErrors { code message reason details }\n    }\n  }\n": typeof types.Test_RegradeDocument,
};
const documents: Documents = {
    "\n  mutation Test_Two($good: String!, $bad: String!) {\n    first: createExperiment(input: { name: $good, idempotencyKey: \"payload-first\" }) {\n      experiment { experimentId name }\n      userErrors { code message reason details }\n    }\n    second: createExperiment(input: { name: $bad, idempotencyKey: \"payload-second\" }) {\n      experiment { experimentId }\n      userErrors { code message reason details }\n    }\n    third: createExperiment(input: { name: \"Kept after a refusal\", idempotencyKey: \"payload-third\" }) {\n      experiment { name }\n      userErrors { code }\n    }\n  }\n": types.Test_TwoDocument,
    "\n  query Test_List { experiments(first: 10) { edges { node { name } } } }\n": types.Test_ListDocument,
    "\n  mutation Test_Conflict {\n    createExperiment(input: { name: \"Other name\", idempotencyKey: \"payload-first\" }) {\n      experiment { experimentId }\n      userErrors { code reason details }\n    }\n  }\n": types.Test_ConflictDocument,
    "\n  mutation Test_Validated($name: String!) {\n    candidatePlan(input: { baselineRunId: \"run-missing\", targetIds: [\"x\"], name: $name }) {\n      plan { planSha256 }\n      userErrors { code message }\n    }\n  }\n": types.Test_ValidatedDocument,
    "\n  mutation Test_Roles {\n    startRun(input: { planSha256: \"0000\", idempotencyKey: \"role-check\" }) { run { runId } userErrors { code } }\n    createExperiment(input: { name: \"Written by a writer\", idempotencyKey: \"role-check\" }) { experiment { name } userErrors { code } }\n  }\n": types.Test_RolesDocument,
    "\n  query Test_RunEntities($run: ID!) {\n    run(id: $run) {\n      id\n      runId\n      calls(first: 2) { edges { node { id callId } } }\n      results(first: 2) { edges { node { id caseId targetId } } }\n      events(first: 2) { edges { node { id seq kind } } }\n    }\n  }\n": types.Test_RunEntitiesDocument,
    "\n  query Test_Node($id: ID!) {\n    node(id: $id) { id ... on Run { runId } ... on Call { callId } ... on CaseResult { caseId targetId } ... on RunEvent { seq kind } }\n  }\n": types.Test_NodeDocument,
    "\n  query Test_NaturalNodes($run: ID!, $call: ID!) {\n    r: node(id: $run) { ... on Run { runId } }\n    c: node(id: $call) { id }\n  }\n": types.Test_NaturalNodesDocument,
    "\n  query Test_ExperimentEntities($experiment: ID!, $run: ID!) {\n    node(id: $experiment) { ... on Experiment { experimentId name createdAt } }\n    run(id: $run) { experimentMemberships { role hypothesis linkedAt experiment { name } } }\n    runs(filter: { experimentId: $experiment }) { totalCount }\n  }\n": types.Test_ExperimentEntitiesDocument,
    "\n  mutation Test_Regrade($runId: ID!) {\n    regrade(input: { runId: $runId }) {\n      regrade {\n        document changedCount graderVersion modelRequests sourceRunId sourcePlanSha256 kind\n        results { caseId targetId answer correct score details }\n      }\n      userErrors { code message reason details }\n    }\n  }\n": types.Test_RegradeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Test_Two($good: String!, $bad: String!) {\n    first: createExperiment(input: { name: $good, idempotencyKey: \"payload-first\" }) {\n      experiment { experimentId name }\n      userErrors { code message reason details }\n    }\n    second: createExperiment(input: { name: $bad, idempotencyKey: \"payload-second\" }) {\n      experiment { experimentId }\n      userErrors { code message reason details }\n    }\n    third: createExperiment(input: { name: \"Kept after a refusal\", idempotencyKey: \"payload-third\" }) {\n      experiment { name }\n      userErrors { code }\n    }\n  }\n"): (typeof documents)["\n  mutation Test_Two($good: String!, $bad: String!) {\n    first: createExperiment(input: { name: $good, idempotencyKey: \"payload-first\" }) {\n      experiment { experimentId name }\n      userErrors { code message reason details }\n    }\n    second: createExperiment(input: { name: $bad, idempotencyKey: \"payload-second\" }) {\n      experiment { experimentId }\n      userErrors { code message reason details }\n    }\n    third: createExperiment(input: { name: \"Kept after a refusal\", idempotencyKey: \"payload-third\" }) {\n      experiment { name }\n      userErrors { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Test_List { experiments(first: 10) { edges { node { name } } } }\n"): (typeof documents)["\n  query Test_List { experiments(first: 10) { edges { node { name } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Test_Conflict {\n    createExperiment(input: { name: \"Other name\", idempotencyKey: \"payload-first\" }) {\n      experiment { experimentId }\n      userErrors { code reason details }\n    }\n  }\n"): (typeof documents)["\n  mutation Test_Conflict {\n    createExperiment(input: { name: \"Other name\", idempotencyKey: \"payload-first\" }) {\n      experiment { experimentId }\n      userErrors { code reason details }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Test_Validated($name: String!) {\n    candidatePlan(input: { baselineRunId: \"run-missing\", targetIds: [\"x\"], name: $name }) {\n      plan { planSha256 }\n      userErrors { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation Test_Validated($name: String!) {\n    candidatePlan(input: { baselineRunId: \"run-missing\", targetIds: [\"x\"], name: $name }) {\n      plan { planSha256 }\n      userErrors { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Test_Roles {\n    startRun(input: { planSha256: \"0000\", idempotencyKey: \"role-check\" }) { run { runId } userErrors { code } }\n    createExperiment(input: { name: \"Written by a writer\", idempotencyKey: \"role-check\" }) { experiment { name } userErrors { code } }\n  }\n"): (typeof documents)["\n  mutation Test_Roles {\n    startRun(input: { planSha256: \"0000\", idempotencyKey: \"role-check\" }) { run { runId } userErrors { code } }\n    createExperiment(input: { name: \"Written by a writer\", idempotencyKey: \"role-check\" }) { experiment { name } userErrors { code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Test_RunEntities($run: ID!) {\n    run(id: $run) {\n      id\n      runId\n      calls(first: 2) { edges { node { id callId } } }\n      results(first: 2) { edges { node { id caseId targetId } } }\n      events(first: 2) { edges { node { id seq kind } } }\n    }\n  }\n"): (typeof documents)["\n  query Test_RunEntities($run: ID!) {\n    run(id: $run) {\n      id\n      runId\n      calls(first: 2) { edges { node { id callId } } }\n      results(first: 2) { edges { node { id caseId targetId } } }\n      events(first: 2) { edges { node { id seq kind } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Test_Node($id: ID!) {\n    node(id: $id) { id ... on Run { runId } ... on Call { callId } ... on CaseResult { caseId targetId } ... on RunEvent { seq kind } }\n  }\n"): (typeof documents)["\n  query Test_Node($id: ID!) {\n    node(id: $id) { id ... on Run { runId } ... on Call { callId } ... on CaseResult { caseId targetId } ... on RunEvent { seq kind } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Test_NaturalNodes($run: ID!, $call: ID!) {\n    r: node(id: $run) { ... on Run { runId } }\n    c: node(id: $call) { id }\n  }\n"): (typeof documents)["\n  query Test_NaturalNodes($run: ID!, $call: ID!) {\n    r: node(id: $run) { ... on Run { runId } }\n    c: node(id: $call) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Test_ExperimentEntities($experiment: ID!, $run: ID!) {\n    node(id: $experiment) { ... on Experiment { experimentId name createdAt } }\n    run(id: $run) { experimentMemberships { role hypothesis linkedAt experiment { name } } }\n    runs(filter: { experimentId: $experiment }) { totalCount }\n  }\n"): (typeof documents)["\n  query Test_ExperimentEntities($experiment: ID!, $run: ID!) {\n    node(id: $experiment) { ... on Experiment { experimentId name createdAt } }\n    run(id: $run) { experimentMemberships { role hypothesis linkedAt experiment { name } } }\n    runs(filter: { experimentId: $experiment }) { totalCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Test_Regrade($runId: ID!) {\n    regrade(input: { runId: $runId }) {\n      regrade {\n        document changedCount graderVersion modelRequests sourceRunId sourcePlanSha256 kind\n        results { caseId targetId answer correct score details }\n      }\n      userErrors { code message reason details }\n    }\n  }\n"): (typeof documents)["\n  mutation Test_Regrade($runId: ID!) {\n    regrade(input: { runId: $runId }) {\n      regrade {\n        document changedCount graderVersion modelRequests sourceRunId sourcePlanSha256 kind\n        results { caseId targetId answer correct score details }\n      }\n      userErrors { code message reason details }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;