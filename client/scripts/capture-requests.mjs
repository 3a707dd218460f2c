// Records the GraphQL requests the built client sends from Chromium (headers and bodies
// as Playwright sees them) into devtools/bench/clientrequests/<operationName>.json, which
// the benchmark replays. Run by `make capture-requests` (go run ./cmd/bench -capture),
// which seeds a workplace and starts the server.
//
// Env: BASE_URL, EMAIL, PASSWORD (an employee), OUT (the folder to write).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env, launch, signIn } from "./browser.mjs";

const base = env("BASE_URL");
const out = env("OUT");
// A fixed clock, so that the variables the pages derive from "today" are the same at
// every capture (the bench replaces them with its own per scenario).
const today = "2026-01-09T12:00:00Z";

// Headers that belong to this browser, this server or this session, not to the client:
// the bench sends its own Host, length, encoding and Authorization.
const volatile = /^(authorization|cookie|host|origin|referer|user-agent|content-length|accept-encoding|accept-language|connection|pragma|cache-control|priority|dnt|sec-.*)$/;

const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "UTC", locale: "en-US" });
const page = await context.newPage();
await page.clock.setFixedTime(today);

const captured = new Map();
page.on("request", (req) => {
  if (!req.url().endsWith("/graphql") || req.method() !== "POST") return;
  const body = JSON.parse(req.postData() ?? "null");
  // Queries only: the sign-in mutation carries a password and is not a read the bench replays.
  if (!body?.operationName || !/^\s*query\b/.test(body.query) || captured.has(body.operationName)) return;
  const headers = Object.fromEntries(Object.entries(req.headers()).filter(([k]) => !volatile.test(k)));
  captured.set(body.operationName, { headers, body });
});

const seen = (name) => page.waitForRequest((req) => req.url().endsWith("/graphql") && (req.postData() ?? "").includes(`"operationName":"${name}"`));

try {
  const notifications = seen("Notifications");
  await signIn(page, base, env("EMAIL"), env("PASSWORD"));
  await notifications;
  const week = seen("Week");
  await page.goto(base + "/schedule");
  await week;
  const month = seen("Month");
  await page.goto(base + "/monthly-schedule");
  await month;
  await page.waitForLoadState("networkidle");
} finally {
  await browser.close();
}

mkdirSync(out, { recursive: true });
for (const f of readdirSync(out)) if (f.endsWith(".json")) rmSync(join(out, f));
for (const [name, r] of [...captured].sort(([a], [b]) => a.localeCompare(b))) {
  writeFileSync(join(out, `${name}.json`), JSON.stringify(r, null, 2) + "\n");
}
console.log(`captured ${[...captured.keys()].sort().join(", ")} into ${out}`);
