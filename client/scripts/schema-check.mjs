// Fails on a breaking change to the published GraphQL schema: the schema of
// graph/*.graphqls against the accepted one in graph/schema.baseline.graphql, compared
// by graphql-js's findBreakingChanges (a removed field or enum value, a changed type, a
// new required argument...). A field, argument or enum value deprecated in the baseline
// may go; anything else must be deprecated first, for a release
// (docs/api/graphql.md#schema-changes). `--write` accepts the current schema as the baseline (make schema-baseline).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildASTSchema, buildSchema, findBreakingChanges, lexicographicSortSchema, parse, printSchema, visit } from "graphql";

const graph = new URL("../../graph/", import.meta.url).pathname;
const baselineFile = join(graph, "schema.baseline.graphql");
const sdl = readdirSync(graph)
  .filter((f) => f.endsWith(".graphqls"))
  .sort()
  .map((f) => readFileSync(join(graph, f), "utf8"))
  .join("\n");
const current = lexicographicSortSchema(buildSchema(sdl));

if (process.argv.includes("--write")) {
  writeFileSync(
    baselineFile,
    "# The published GraphQL schema, accepted by `make schema-baseline`; the schema check\n" +
      "# (client/scripts/schema-check.mjs) fails on a breaking change against it.\n" +
      printSchema(current) +
      "\n",
  );
  console.log(`schema baseline written to ${baselineFile}`);
  process.exit(0);
}

// What the baseline deprecated is no longer promised: dropped before comparing.
const deprecated = (node) => node.directives?.some((d) => d.name.value === "deprecated");
const promised = visit(parse(readFileSync(baselineFile, "utf8")), {
  FieldDefinition: (node) => (deprecated(node) ? null : undefined),
  InputValueDefinition: (node) => (deprecated(node) ? null : undefined),
  EnumValueDefinition: (node) => (deprecated(node) ? null : undefined),
});
const breaking = findBreakingChanges(buildASTSchema(promised), current);
if (breaking.length > 0) {
  console.error("Breaking changes to the published GraphQL schema (graph/schema.baseline.graphql):");
  for (const c of breaking) console.error(`  ${c.type}: ${c.description}`);
  console.error("Deprecate the old field (@deprecated(reason: ...)) and keep it for a release; see docs/api/graphql.md#schema-changes.");
  process.exit(1);
}
if (printSchema(current) !== printSchema(lexicographicSortSchema(buildASTSchema(parse(readFileSync(baselineFile, "utf8")))))) {
  // Additions are not breaking, but the baseline should know them to protect them.
  console.log("schema check: no breaking changes; the schema differs from the baseline: accept it with `make schema-baseline`.");
} else {
  console.log("schema check: no breaking changes.");
}
