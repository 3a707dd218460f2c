import { expect, test } from "./helpers";
import { type Page } from "@playwright/test";
import { createAccount, logout, signInWithToken } from "./helpers";

test.use({ viewport: { width: 1366, height: 768 } });

/** Each link of the page list, with whether its whole box lies inside the window as first shown. */
async function linkBoxes(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  const links = nav.getByRole("link");
  const out: { name: string; inside: boolean }[] = [];
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    const name = (await link.textContent()) ?? "";
    out.push({ name, inside: !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 1366 && box.y + box.height <= 768 });
  }
  return out;
}

test("at 1366×768 every page a manager has is linked within the window, without scrolling", async ({ page }) => {
  const boss = await createAccount("Navm", "MANAGER");
  await signInWithToken(page, boss, "/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${boss.name}!` })).toBeVisible();
  const boxes = await linkBoxes(page);
  expect(boxes.map((b) => b.name)).toEqual([
    "Dashboard",
    "Weekly Schedule",
    "Monthly Schedule",
    "Open Shifts",
    "Time Clock",
    "Live Board",
    "Requests",
    "Time Off",
    "Shift Swaps",
    "Manage Staff",
    "Leave",
    "Availability",
    "Staffing",
    "Hours",
    "Timesheets",
    "Audit Log",
    "Workplace",
    "Rule Sets",
    "Webhooks",
  ]);
  expect(boxes.filter((b) => !b.inside).map((b) => b.name)).toEqual([]);
  // Grouped: each group is a list named by its heading.
  for (const group of ["Schedule", "Requests", "Team", "Reports", "Settings"]) {
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("list", { name: group })).toBeVisible();
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  const scrolled = await page.getByRole("navigation", { name: "Main" }).evaluate((n) => n.scrollHeight - n.clientHeight);
  expect(scrolled, "the sidebar needs no scrolling").toBeLessThanOrEqual(0);
});

test("an employee's page list holds only their pages, all in view", async ({ page }) => {
  const emp = await createAccount("Nave");
  await signInWithToken(page, emp, "/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${emp.name}!` })).toBeVisible();
  const boxes = await linkBoxes(page);
  expect(boxes.map((b) => b.name)).toEqual([
    "Dashboard",
    "Time Clock",
    "Weekly Schedule",
    "Monthly Schedule",
    "Time Off",
    "Availability",
    "Shift Swaps",
    "Open Shifts",
    "Hours",
  ]);
  expect(boxes.filter((b) => !b.inside).map((b) => b.name)).toEqual([]);
});

test("the name leads to the profile, and Logout waits in the account menu", async ({ page }) => {
  const emp = await createAccount("Navp");
  await signInWithToken(page, emp, "/dashboard");
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await page.getByRole("link", { name: `Hi, ${emp.name}` }).click();
  await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
  // Staff without tokens see no Developer section; a calendar feed subscribes in one tap.
  await expect(page.getByRole("region", { name: /API Tokens/ })).toHaveCount(0);
  const feed = page.getByRole("region", { name: "Calendar Feed" });
  await feed.getByRole("button", { name: "Turn on my shifts feed" }).click();
  const address = await feed.getByLabel("Feed address for my shifts").inputValue();
  await expect(feed.getByRole("link", { name: "Subscribe to my shifts" })).toHaveAttribute("href", address.replace(/^https?:\/\//, "webcal://"));

  await page.getByRole("button", { name: "Account", exact: true }).click();
  await page.getByRole("link", { name: "My Profile" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await logout(page);
  await expect(page).toHaveURL(/\/$/);
});
