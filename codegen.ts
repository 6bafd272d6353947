import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed client operations are generated from the committed schema.graphql (the CLI's documents
// arrive with it); `npm run codegen` writes them to src/cli/gql/.
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['src/cli/**/*.ts', '!src/cli/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    './src/cli/gql/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
