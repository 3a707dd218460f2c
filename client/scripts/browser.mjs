// What the benchmark's browser scripts share: Debian's Chromium, started as the browser
// tests start it (playwright.config.ts), and signing in through the login form.
import { chromium } from "@playwright/test";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
