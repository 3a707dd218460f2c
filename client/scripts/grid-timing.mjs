// Times how long the week and the month page take to show their grid in Chromium: from
// navigation start to the page's Performance API mark (src/lib/use-shown-mark.ts), for
// each account, RUNS times per page. Run by the benchmark (devtools/bench) against its
// seeded workplace; prints JSON on stdout.
//
// Env: BASE_URL, ACCOUNTS (JSON [{"role": "...", "token": "..."}]), RUNS (default 5).
import { env, launch } from "./browser.mjs";

const base = env("BASE_URL");
const accounts = JSON.parse(env("ACCOUNTS"));
const runs = Number(process.env.RUNS ?? 5);
const pages = [
  { page: "week", path: "/schedule", mark: "schedule-grid-shown" },
  { page: "month", path: "/monthly-schedule", mark: "month-grid-shown" },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const browser = await launch();
const results = [];
try {
  for (const { role, token } of accounts) {
    // A desktop window, so that the week is the grid and not the phone's agenda.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(base + "/forgot-password");
    await page.evaluate((t) => localStorage.setItem("token", t), token);
    for (const p of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        await page.goto(base + p.path, { waitUntil: "commit" });
        const handle = await page.waitForFunction((m) => performance.getEntriesByName(m, "mark")[0]?.startTime, p.mark, { timeout: 30_000 });
        samples.push(Math.round(await handle.jsonValue()));
      }
      results.push({ role, page: p.page, samplesMs: samples, medianMs: median(samples) });
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(results));
