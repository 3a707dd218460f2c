import { expect, test } from "./helpers";
import { createAccount, notice, fridayAhead, publishWeek, signInWithToken } from "./helpers";

test("two employees swap shifts and a manager approves it", async ({ browser }) => {
  const friday = fridayAhead(3);
  const manager = await createAccount("Swm", "MANAGER");
  const amy = await createAccount("Amy");
  const bo = await createAccount("Bo");
  await publishWeek(manager, friday, [
    ["FRIDAY", amy.id, "09:00", "17:00"],
    ["SATURDAY", bo.id, "10:00", "18:00"],
  ]);

  // Amy proposes the swap from the weekly schedule.
  const amyPage = await (await browser.newContext()).newPage();
  await signInWithToken(amyPage, amy, `/schedule?week=${friday}`);
  const table = amyPage.getByRole("region", { name: "Week schedule" });
  const amyShift = table.getByRole("button", { name: `${amy.name} 9:00 AM - 5:00 PM` });
  const boShift = table.getByRole("button", { name: `${bo.name} 10:00 AM - 6:00 PM` });
  await expect(amyShift).toHaveClass(/shift--mine/);
  await expect(boShift).toHaveClass(/shift--default/);

  await boShift.click();
  await expect(notice(amyPage, "Please select one of your own shifts first to initiate a swap.", "assertive")).toBeVisible();
  await amyShift.click();
  await expect(amyShift).toHaveAttribute("aria-pressed", "true");
  await expect(boShift).toHaveClass(/shift--targetable/);
  await amyShift.click();
  await expect(amyShift).toHaveAttribute("aria-pressed", "false");
  await amyShift.click();

  await boShift.click();
  const asking = amyPage.getByRole("dialog", { name: `Request a swap with ${bo.name}?` });
  await expect(asking).toContainText(/9:00 AM - 5:00 PM[\s\S]*10:00 AM - 6:00 PM/);
  await asking.getByRole("button", { name: "Request swap" }).click();
  await expect(notice(amyPage, 'Swap request submitted! You can check its status on the "Shift Swaps" page.')).toBeVisible();
  await expect(amyPage).toHaveURL(/\/swaps$/);
  await expect(amyPage.getByText(`Waiting for ${bo.name} to respond.`)).toBeVisible();

  // Bo is told through the bell and accepts.
  const boPage = await (await browser.newContext()).newPage();
  await signInWithToken(boPage, bo, "/dashboard");
  const bell = boPage.getByRole("button", { name: /^Notifications \(\d+ unread\)$/ });
  await expect(bell).not.toHaveAccessibleName("Notifications (0 unread)");
  await bell.click();
  await boPage.getByRole("button", { name: `${amy.name} has requested to swap a shift with you.` }).click();
  await expect(boPage).toHaveURL(/\/swaps$/);
  await expect(boPage.getByRole("button", { name: `${amy.name} has requested to swap a shift with you.` })).toHaveCount(0);
  await expect(boPage.getByText("Awaiting your response.")).toBeVisible();
  await boPage.getByRole("button", { name: `Accept Swap with ${amy.name}` }).click();
  await expect(boPage.getByText("Waiting for manager approval.")).toBeVisible();

  // A manager approves it.
  const mgrPage = await (await browser.newContext()).newPage();
  await signInWithToken(mgrPage, manager, "/swaps");
  const queue = mgrPage.getByRole("region", { name: "Manager Approval Queue" });
  const item = queue.getByRole("listitem").filter({ hasText: `${amy.name} wants to swap with ${bo.name}` });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: /^Approve/ }).click();
  await expect(item).toHaveCount(0);

  // The shifts have changed hands on Amy's screen.
  await amyPage.goto(`/schedule?week=${friday}`);
  await expect(table.getByRole("button", { name: `${bo.name} 9:00 AM - 5:00 PM` })).toBeVisible();
  await expect(table.getByRole("button", { name: `${amy.name} 10:00 AM - 6:00 PM` })).toBeVisible();
  await amyPage.goto("/swaps");
  await expect(amyPage.getByText("Approved!")).toBeVisible();
});
