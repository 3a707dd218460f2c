// Lighthouse, with its default (mobile) settings, in Debian's Chromium: the login page as
// a first visit, then, through the user-flow API, the signed-in home and week pages.
// Run by the benchmark (devtools/bench) against its seeded workplace; prints JSON on
// stdout: each page's scores and the audits that cost it most.
//
// Env: BASE_URL, TOKEN (a signed-in employee's).
import puppeteer from "puppeteer-core";
import { startFlow } from "lighthouse";
import { chromiumArgs, chromiumPath, env } from "./browser.mjs";

const base = env("BASE_URL");
const token = env("TOKEN");
const categories = ["performance", "accessibility", "best-practices"];

/** The audits that cost a category points, heaviest first. */
function costs(lhr, category) {
  const cat = lhr.categories[category];
  const total = cat.auditRefs.reduce((s, r) => s + r.weight, 0) || 1;
  return cat.auditRefs
    .map((r) => ({ ref: r, audit: lhr.audits[r.id] }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => ({
      category,
      id: audit.id,
      title: audit.title,
      value: audit.displayValue ?? "",
      points: Math.round((100 * ref.weight * (1 - audit.score)) / total),
    }))
    .sort((a, b) => b.points - a.points);
}

const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
let result;
try {
  const page = await browser.newPage();
  const flow = await startFlow(page, { name: "Shiftsched", flags: { onlyCategories: categories, logLevel: "error" } });
  await flow.navigate(base + "/", { name: "login" });
  // Signed in the way the login form leaves it; later steps keep the page's storage.
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await flow.navigate(base + "/dashboard", { name: "home" });
  await flow.navigate(base + "/schedule", { name: "week" });
  result = await flow.createFlowResult();
} finally {
  await browser.close();
}

const pages = result.steps.map(({ name, lhr }) => {
  const score = (c) => Math.round(100 * (lhr.categories[c]?.score ?? 0));
  return {
    page: name,
    finalUrl: lhr.finalDisplayedUrl,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    topAudits: categories.flatMap((c) => costs(lhr, c)).sort((a, b) => b.points - a.points).slice(0, 5),
    runtimeError: lhr.runtimeError?.message,
  };
});
console.log(JSON.stringify(pages));
