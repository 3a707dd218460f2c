// Records the GraphQL requests the built client sends from Chromium (headers and bodies
// as Playwright sees them) into devtools/bench/clientrequests/<operationName>.json, which
// the benchmark replays. Run by `make capture-requests` (go run ./cmd/bench -capture),
// which seeds a workplace and starts the server.
//
// Env: BASE_URL, EMAIL (an employee), MANAGER_EMAIL, PASSWORD (both's), OUT (the folder
// to write).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env, launch, signIn } from "./browser.mjs";

const base = env("BASE_URL");
const out = env("OUT");
// A fixed clock, so that the variables the pages derive from "today" are the same at
// every capture (the bench replaces them with its own per scenario).
const today = "2026-01-09T12:00:00Z";

// Headers that belong to this browser, this server or this session, not to the client:
// the bench sends its own Host, length, encoding and Authorization. Accept-Language is
// kept: the app sends the language it shows, which the server writes its texts in.
const volatile = /^(authorization|cookie|host|origin|referer|user-agent|content-length|accept-encoding|connection|pragma|cache-control|priority|dnt|sec-.*)$/;

const browser = await launch();

// Per operation, the client's two requests of a persisted query: the one it sends
// whenever the server knows the document (its hash alone, "body"), and the one it sends
// once after PERSISTED_QUERY_NOT_FOUND ("registration", with the document).
const captured = new Map();
const queries = new Set();
let lastRequest = Date.now();
function record(req) {
  if (!req.url().endsWith("/graphql") || req.method() !== "POST") return;
  lastRequest = Date.now();
  const body = JSON.parse(req.postData() ?? "null");
  const name = body?.operationName;
  const hashed = body?.extensions?.persistedQuery !== undefined;
  if (!name || !hashed) return;
  if (body.query !== undefined) {
    // Queries only: the sign-in mutation carries a password and is not a read the bench replays.
    if (!/^\s*query\b/.test(body.query)) return;
    queries.add(name);
  }
  const r = captured.get(name) ?? {};
  const headers = Object.fromEntries(Object.entries(req.headers()).filter(([k]) => !volatile.test(k)));
  if (body.query === undefined) r.body ??= body;
  else r.registration ??= body;
  r.headers ??= headers;
  captured.set(name, r);
}

// A person's own browser: a fresh context (no session, no cache) on the fixed clock.
async function session() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "UTC", locale: "en-US" });
  const page = await context.newPage();
  await page.clock.setFixedTime(today);
  page.on("request", record);
  return page;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Opens a page of the client (or stays, with no path) and leaves it once the named
// operations' documents were sent (a query the server does not know yet follows its
// hash) and no request has left for a second: "networkidle" may be reached before a
// page on a busy machine has asked for anything.
async function visit(page, path, ...names) {
  if (path) await page.goto(base + path);
  for (const deadline = Date.now() + 60_000; names.some((n) => !captured.get(n)?.registration); await sleep(100)) {
    if (Date.now() > deadline) throw new Error(`${path ?? "home"}: no document sent for ${names.join(", ")}`);
  }
  while (Date.now() - lastRequest < 1000) await sleep(100);
}

try {
  // The employee first: where both send an operation (the poll, the home screen), the
  // employee's request is the one kept.
  const staff = await session();
  await signIn(staff, base, env("EMAIL"), env("PASSWORD"));
  await visit(staff, null, "Notifications", "MyLeaveBalances");
  await visit(staff, "/schedule", "Week");
  await visit(staff, "/monthly-schedule", "Month");
  // A manager of every location on the team's leave page.
  const manager = await session();
  await signIn(manager, base, env("MANAGER_EMAIL"), env("PASSWORD"));
  await visit(manager, null);
  await visit(manager, "/leave", "TeamLeave");
} finally {
  await browser.close();
}

mkdirSync(out, { recursive: true });
for (const f of readdirSync(out)) if (f.endsWith(".json")) rmSync(join(out, f));
// Only the operations of the client's .graphql documents, which the bench's freshness
// test compares the recordings with; a document the client built at run time would
// have nothing to compare with.
const src = new URL("../src/", import.meta.url).pathname;
const documented = new Set(
  readdirSync(src, { recursive: true })
    .filter((f) => f.endsWith(".graphql"))
    .flatMap((f) => [...readFileSync(join(src, f), "utf8").matchAll(/^\s*query\s+(\w+)/gm)].map((m) => m[1])),
);
const skipped = [...queries].filter((n) => !documented.has(n));
if (skipped.length) console.log(`not recorded (built at run time): ${skipped.join(", ")}`);
const names = [...queries].filter((n) => documented.has(n)).sort();
for (const name of names) {
  const r = captured.get(name);
  if (!r.body) throw new Error(`${name}: the client never sent its hash alone`);
  writeFileSync(join(out, `${name}.json`), JSON.stringify({ headers: r.headers, body: r.body, registration: r.registration }, null, 2) + "\n");
}
console.log(`captured ${names.join(", ")} into ${out}`);
