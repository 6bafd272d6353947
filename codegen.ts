import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed client operations are generated from the committed schema.graphql; the CLI's documents
// (`graphql(...)` calls under src/cli/) and the dashboard's (web/src/) are checked against it. `npm run codegen` writes
// src/cli/gql/, which is committed: after a schema change, regenerate it and `tsc` fails on any
// CLI code that reads a field the schema no longer has (test/cli/codegen.test.ts also fails
// while the committed folder differs from a fresh generation). Each folder also gets
// persisted-documents.json (sha256 → document text): the server trusts those documents and the
// clients send only their hash (docs/api.md "Trusted documents").
const config: CodegenConfig = {
  schema: './schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    './src/cli/gql/': {
      documents: ['src/cli/**/*.ts', '!src/cli/gql/**'],
      preset: 'client',
      // Fragments share selections between documents (src/cli/run-fields.ts and the verbs); the
      // CLI reads their fields straight from each operation's result, so they are not masked.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        importExtension: '.ts',
        scalars: { JSON: 'unknown', DateTime: 'string', SafeInt: 'number' },
      },
    },
    // The dashboard's operations (web/src), typed the same way; committed too.
    './web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { JSON: 'unknown', DateTime: 'string', SafeInt: 'number' },
      },
    },
    // Test documents (test/documents/): typed like the clients', so a test reads its results
    // with the types the schema gives and tsc catches a test that asks for a field that is gone.
    './test/gql/': {
      documents: ['test/documents/**/*.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        importExtension: '.ts',
        scalars: { JSON: 'unknown', DateTime: 'string', SafeInt: 'number' },
      },
    },
  },
};

export default config;
