import type { Request } from "@playwright/test";
import { expect, test } from "./helpers";
import { createAccount, fridayAhead, Operations, publishWeek, signInWithToken } from "./helpers";
import { formatShortDate } from "../src/lib/i18n-format";

test("the bell shows a new notification and clicking it opens its page", async ({ page }) => {
  const friday = fridayAhead(4);
  const manager = await createAccount("Ntm", "MANAGER");
  const emp = await createAccount("Nte");
  // The claim is about the live push: publish once the page has subscribed and read
  // its notifications again after connecting (the client does, to miss nothing). Both
  // are watched from the start: the re-read can follow the subscription at once, before
  // a wait set up afterwards would see it.
  let subscribed = false;
  page.on("websocket", (ws) =>
    ws.on("framesent", (frame) => {
      if (String(frame.payload).includes('"subscribe"')) subscribed = true;
    }),
  );
  const reread = new Promise<Request>((resolve) =>
    page.on("request", (req) => {
      if (subscribed && req.url().endsWith("/graphql") && (req.postData() ?? "").includes('"Notifications"')) resolve(req);
    }),
  );
  await signInWithToken(page, emp, "/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${emp.name}!` })).toBeVisible();
  await (await reread).response();

  await publishWeek(manager, friday, [["MONDAY", emp.id, "08:00", "12:00"]]);
  const text = `A new schedule has been posted for the week of ${formatShortDate(friday)}.`;

  // The live subscription brings it in without a reload (the poll runs only every 60 s).
  const bell = page.getByRole("button", { name: /^Notifications \(\d+ unread\)$/ });
  await expect(bell).not.toHaveAccessibleName("Notifications (0 unread)");
  await bell.click();
  const item = page.getByRole("button", { name: text });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/schedule$/);
  await bell.click();
  await expect(page.getByRole("button", { name: text })).toHaveCount(0);
  await page.keyboard.press("Escape");
});

test("the bell counts every unread notification, lists the newest twenty and all of them when asked", async ({ page }) => {
  const friday = fridayAhead(32);
  const manager = await createAccount("Nbm", "MANAGER");
  const emp = await createAccount("Nbe");
  // Each publish changes the person's Monday, so each one notifies them.
  for (let i = 0; i < 22; i++) {
    await publishWeek(manager, friday, [["MONDAY", emp.id, "08:00", i % 2 ? "13:00" : "12:00"]]);
  }
  await signInWithToken(page, emp, "/dashboard");
  const bell = page.getByRole("button", { name: "Notifications (22 unread)" });
  await bell.click();
  const dropdown = page.locator(".bell__dropdown");
  const items = dropdown.getByRole("listitem");
  await expect(items).toHaveCount(20);
  await dropdown.getByRole("button", { name: "Show all 22" }).click();
  await expect(items).toHaveCount(22);
  await expect(dropdown.getByRole("button", { name: /^Show all/ })).toHaveCount(0);
  // Closed and opened again, it lists the newest twenty.
  await page.keyboard.press("Escape");
  await bell.click();
  await expect(items).toHaveCount(20);
});

test("without a WebSocket the 60-second poll still brings notifications", async ({ page }) => {
  const friday = fridayAhead(8);
  const manager = await createAccount("Npm", "MANAGER");
  const emp = await createAccount("Npe");
  await page.routeWebSocket(/\/graphql$/, (ws) => ws.close());
  const operations = new Operations(page);
  await page.clock.install();
  await signInWithToken(page, emp, "/dashboard");
  const bell = page.getByRole("button", { name: /^Notifications \(\d+ unread\)$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page.getByRole("button", { name: `A new schedule has been posted for the week of ${formatShortDate(friday)}.` });
  await expect(item).toHaveCount(0);
  // Every read of the notifications so far has been answered.
  await expect.poll(() => operations.sent("Notifications") > 0 && operations.done("Notifications") === operations.sent("Notifications")).toBe(true);
  const reads = operations.sent("Notifications");

  await publishWeek(manager, friday, [["MONDAY", emp.id, "08:00", "12:00"]]);
  // With the clock stopped and no socket, nothing reads the notifications again...
  expect(operations.sent("Notifications")).toBe(reads);
  await expect(item).toHaveCount(0);
  // ...until the 60-second poll does, and that read brings the new one.
  await page.clock.runFor(61_000);
  await expect.poll(() => operations.sent("Notifications")).toBeGreaterThan(reads);
  await expect(item).toBeVisible();
  await expect(bell).not.toHaveAccessibleName("Notifications (0 unread)");
});

test("a session that the server no longer accepts is logged out by the poll", async ({ page }) => {
  const emp = await createAccount("Gone");
  await page.clock.install();
  await signInWithToken(page, emp, "/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${emp.name}!` })).toBeVisible();
  // Replace the token with one the server refuses, then let the next notifications call run.
  // Apollo schedules the next poll when the last one answers: on a busy machine the first
  // may answer only after the clock was run, so the clock runs again until the poll has.
  await page.evaluate(() => localStorage.setItem("token", "not-a-valid-token"));
  await expect(async () => {
    await page.clock.runFor(61_000);
    await expect(page).toHaveURL(/\/$/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
});
