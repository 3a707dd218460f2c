// Issue 25: what integrators' tools need from /graphql. The standard introspection query
// (graphql-js, every option on) answers, signed in or not, and gives exactly the schema
// the server is built from, while an ordinary query as deep is still refused; and the
// IDE at /graphql loads and completes field names with nothing but the server reachable.
import { expect, test } from "./helpers";
import { readFileSync, readdirSync } from "node:fs";
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  GraphQLSchema,
  lexicographicSortSchema,
  printSchema,
  type IntrospectionQuery,
} from "graphql";
import { createAccount } from "./helpers";

const graphDir = new URL("../../graph/", import.meta.url);

/** The server's schema, from the files gqlgen generates it from. */
function serverSchema(): string {
  const sdl = readdirSync(graphDir)
    .filter((f) => f.endsWith(".graphqls"))
    .sort()
    .map((f) => readFileSync(new URL(f, graphDir), "utf8"))
    .join("\n");
  return printSchema(lexicographicSortSchema(buildSchema(sdl)));
}

const everyOption = {
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
};

test("the standard introspection query gives tools the server's schema, and an ordinary query as deep is refused", async ({ request }) => {
  const account = await createAccount("Tools");
  const want = serverSchema();
  for (const [who, headers] of [
    ["anonymous", {}],
    ["signed in", { Authorization: `Bearer ${account.token}` }],
  ] as const) {
    for (const options of [everyOption, undefined]) {
      const res = await request.post("/graphql", { data: { query: getIntrospectionQuery(options) }, headers });
      const body = (await res.json()) as { data?: IntrospectionQuery; errors?: unknown[] };
      expect(body.errors, `${who}: ${JSON.stringify(body.errors)}`).toBeUndefined();
      expect(res.status()).toBe(200);
      // gqlgen also serves @defer, which graphql-js 16 does not define: the files do not
      // declare it either, so it is checked here and set aside for the comparison.
      const got = buildClientSchema(body.data!);
      expect(got.getDirective("defer")?.args.map((a) => a.name).sort()).toEqual(["if", "label"]);
      const rest = new GraphQLSchema({ ...got.toConfig(), directives: got.getDirectives().filter((d) => d.name !== "defer") });
      expect(printSchema(lexicographicSortSchema(rest)), who).toBe(want);
    }
  }

  const deep = `{ openShifts { ${"claims { openShift { ".repeat(6)}claims { id${" }".repeat(15)}`;
  const res = await request.post("/graphql", { data: { query: deep }, headers: { Authorization: `Bearer ${account.token}` } });
  const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
  expect(body.errors[0].extensions.code).toBe("QUERY_TOO_COMPLEX");
  expect(body.errors[0].message).toContain("nested too deeply: 15 levels");
});

test("the IDE at /graphql loads from the server alone and completes field names", async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  await page.route("**", (route) => {
    if (route.request().url().startsWith(baseURL!)) return route.continue();
    elsewhere.push(route.request().url());
    return route.abort();
  });
  const refused: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content.Security.Policy/i.test(m.text())) refused.push(m.text().slice(0, 160));
  });
  await page.goto("/graphql");
  const editor = page.locator(".graphiql-query-editor .CodeMirror").first();
  await expect(editor).toBeVisible();
  // The schema has loaded when the documentation explorer can show the root types.
  await page.getByRole("button", { name: /documentation explorer/i }).click();
  await expect(page.getByText("Query", { exact: true }).first()).toBeVisible();

  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type("{ m");
  await expect(page.locator(".CodeMirror-hints .CodeMirror-hint", { hasText: /^me$/ })).toBeVisible();
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
});
