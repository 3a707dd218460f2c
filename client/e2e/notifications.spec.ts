import { expect, test } from "@playwright/test";
import { createAccount, fridayAhead, publishWeek, signInWithToken } from "./helpers";
import { formatShortDate } from "../src/lib/dates";

test("the bell shows a new notification and clicking it opens its page", async ({ page, request }) => {
  const friday = fridayAhead(4);
  const manager = await createAccount(request, "Ntm", "MANAGER");
  const emp = await createAccount(request, "Nte");
  await signInWithToken(page, emp, "/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${emp.name}!` })).toBeVisible();

  await publishWeek(request, manager, friday, [["MONDAY", emp.id, "08:00", "12:00"]]);
  const text = `A new schedule has been posted for the week of ${formatShortDate(friday)}.`;

  // The live subscription (or, failing that, the next poll) brings it in.
  const bell = page.getByRole("button", { name: /^Notifications \(\d+ unread\)$/ });
  await expect(async () => {
    await page.reload();
    await expect(bell).not.toHaveAccessibleName("Notifications (0 unread)", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await bell.click();
  const item = page.getByRole("button", { name: text });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/schedule$/);
  await bell.click();
  await expect(page.getByRole("button", { name: text })).toHaveCount(0);
  await page.keyboard.press("Escape");
});

test("a session that the server no longer accepts is logged out by the poll", async ({ page, request }) => {
  const emp = await createAccount(request, "Gone");
  await page.clock.install();
  await signInWithToken(page, emp, "/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${emp.name}!` })).toBeVisible();
  // Replace the token with one the server refuses, then let the next notifications call run.
  await page.evaluate(() => localStorage.setItem("token", "not-a-valid-token"));
  await page.clock.runFor(61_000);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
});
