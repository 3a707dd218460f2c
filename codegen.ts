// graphql-codegen configuration for the web client.
// Reads the server's schema (graph/*.graphqls) and the operations written in the
// client's TypeScript and .graphql files, and writes one module of typed documents that the
// per-feature hooks pass to Apollo Client. Run with `npm run codegen` in client/.
import type { CodegenConfig } from "@graphql-codegen/cli";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// Paths are resolved from this file, so the command works from the root or from client/.
const root = dirname(fileURLToPath(import.meta.url));

const operations = {
  plugins: ["typescript-operations", "typed-document-node"],
  config: {
    strictScalars: true,
    scalars: { Date: "string", TimeOfDay: "string", Time: "string" },
    enumsAsTypes: true,
    avoidOptionals: { field: true, inputValue: false },
    nonOptionalTypename: true,
    skipTypeNameForRoot: true,
    useTypeImports: true,
  },
};

const config: CodegenConfig = {
  overwrite: true,
  schema: join(root, "graph/*.graphqls"),
  generates: {
    [join(root, "client/src/gql/graphql.ts")]: {
      ...operations,
      documents: [join(root, "client/src/**/*.{ts,tsx,graphql}"), "!" + join(root, "client/src/gql/**")],
    },
    // The signed-out pages' documents again, in a module of their own: the first visit
    // (the login page) then loads these few instead of every document the app has
    // (client/e2e/budget.spec.ts).
    [join(root, "client/src/gql/auth.ts")]: { ...operations, documents: [join(root, "client/src/features/auth/api/*.graphql"), join(root, "client/src/lib/session.graphql")] },
  },
};

export default config;
