// Browser tests against the real server binary (see e2e/global-setup.ts), in Debian's
// Chromium (its headless shell; scripts/browser.mjs says why): a desktop project for every
// flow and a 390 px phone project for the layouts that change on small screens.
import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { chromiumArgs, headlessShellPath } from "./scripts/browser.mjs";

// One free port for the whole run. Workers load this file again, so the first
// choice is kept in the environment they inherit.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
// Tests publish whole weeks, one week per test (fridayAhead in e2e/helpers.ts: up to 4 ×
// SLOTS = 360 weeks after the base, phone and retries included). A random base per run
// keeps a run on a database that is not fresh (a local re-run) clear of the weeks an
// earlier run used. The base is far ahead: the next two weeks belong to the home screen's
// tests (e2e/home.spec.ts), which need shifts in the coming 14 days, and the monthly
// schedule's test publishes the third.
process.env.E2E_WEEK_BASE ??= String(360 * (1 + Math.floor(Math.random() * 4)));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const chromium = { executablePath: headlessShellPath, args: chromiumArgs };

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    // A failed test keeps its trace: every action with the page's DOM, network and console
    // around it. The filmstrip of screenshots is left out: recording it cost a third of the
    // browser's work in every test, failed or not; the failure's own screenshot is kept.
    trace: { mode: "retain-on-failure", screenshots: false },
    // The app's service worker fetches and stores all of the app's 200 files in every new
    // browser context, which a test never reads again: about 2 s of the browser's work a
    // context. The tests of what it does (offline, push) turn it on.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
      testIgnore: /phone\.spec\.ts/,
    },
    {
      name: "phone",
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
      testMatch: /(phone|a11y|home)\.spec\.ts/,
    },
  ],
});
