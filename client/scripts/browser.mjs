// What the benchmark's browser scripts and the browser tests (playwright.config.ts) share:
// Debian's Chromium, its switches, and signing in through the login form.
import { chromium } from "@playwright/test";

/** The browser people use: the benchmark times pages in it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Chromium's headless shell (Debian's chromium-headless-shell, built from the same
 * source): the same Blink and V8 without the full browser around them. The browser tests
 * run in it; it does a third less work a test than the full browser in headless mode. It
 * has no push messaging, so the push tests run in the full browser. */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Reads a required environment variable; the bench (devtools/bench) sets them. */
export function env(name) {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set (these scripts are run by go run ./cmd/bench)`);
  return v;
}

export function launch() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** Signs in through the login screen, as a person does, and waits for the home screen. */
export async function signIn(page, base, email, password) {
  await page.goto(base + "/");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/dashboard$/);
}
