// The GraphQL over HTTP audit of graphql-http (the specification's reference
// implementation) against the real server: every audit must answer ok, warnings and
// notices included, so that tools written to the specification work against /graphql.
import { expect, test } from "./helpers";
import { auditServer } from "graphql-http";

test("the server passes every GraphQL over HTTP audit", async ({ baseURL }) => {
  const results = await auditServer({ url: `${baseURL}/graphql` });
  const counts: Record<string, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  const failing = results
    .filter((r) => r.status !== "ok")
    .map((r) => `${r.status} ${r.id} ${r.name}${"reason" in r ? `: ${r.reason}` : ""}`);
  console.log(`graphql-http audit: ${JSON.stringify(counts)}`);
  expect(failing, `audit counts ${JSON.stringify(counts)}`).toEqual([]);
  expect(results.length).toBeGreaterThan(0);
});
