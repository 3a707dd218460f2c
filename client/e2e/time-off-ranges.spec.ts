import { expect, test } from "./helpers";
import { addDays, todayLocal } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { createAccount, answer, notice, fridayAhead, gql, publishWeek, signInWithToken } from "./helpers";

test("an employee asks for a four-day range and withdraws another request", async ({ page }) => {
  const employee = await createAccount("Rng");
  const first = addDays(fridayAhead(45), 0);
  await signInWithToken(page, employee, "/pto");

  await page.getByLabel("Date (first day)").fill(first);
  await page.getByLabel("Last day (optional)").fill(addDays(first, 3));
  await page.getByLabel("Reason (optional)").fill("Family visit");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(notice(page, "PTO Request submitted!")).toBeVisible();
  const mine = page.getByRole("region", { name: "My Requests" });
  const range = mine.getByRole("listitem").filter({ hasText: `${formatDate(first)} to ${formatDate(addDays(first, 3))}` });
  await expect(range).toContainText("(4 days)");
  await expect(range).toContainText("pending");

  // A part-day request a week later, then withdrawn.
  const other = addDays(first, 7);
  await page.getByLabel("Date (first day)").fill(other);
  await page.getByLabel("Part of the day only").check();
  await page.getByLabel("From").fill("13:00");
  await page.getByLabel("To", { exact: true }).fill("17:00");
  await page.getByRole("button", { name: "Submit Request" }).click();
  const part = mine.getByRole("listitem").filter({ hasText: `${formatDate(other)}, 1:00 PM - 5:00 PM` });
  await expect(part).toContainText("pending");
  await part.getByRole("button", { name: `Withdraw ${formatDate(other)}` }).click();
  await answer(page, /^Withdraw your request for /, "Withdraw");
  await expect(part).toContainText("withdrawn");
  await expect(part.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);

  // An overlapping request is refused with a clear message.
  await page.getByLabel("Part of the day only").uncheck();
  await page.getByLabel("Date (first day)").fill(addDays(first, 2));
  await page.getByLabel("Last day (optional)").fill(addDays(first, 5));
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^This request overlaps your pending time off on /);
});

test("a manager sees the shifts inside a pending request, approves with a note and sees them listed", async ({ browser }) => {
  const employee = await createAccount("Apn");
  const manager = await createAccount("Apm", "MANAGER");
  const friday = fridayAhead(46);
  await publishWeek(manager, friday, [
    ["SATURDAY", employee.id, "09:00", "17:00"],
    ["THURSDAY", employee.id, "09:00", "17:00"],
  ]);
  await gql(
    `mutation($in: TimeOffInput!) { requestTimeOffRange(input: $in) { id } }`,
    { in: { date: friday, endDate: addDays(friday, 2), reason: "Wedding" } },
    employee.token,
  );

  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, manager, "/pto");
  const pending = page.getByRole("region", { name: "Pending PTO Requests" });
  // Before deciding, the queue already lists the published shifts inside the request.
  const ahead = pending.getByRole("list", { name: `Published shifts inside the request of ${employee.name} on ${formatDate(friday)}` });
  await expect(ahead.getByRole("listitem")).toHaveText([`${formatDate(addDays(friday, 1))} 9:00 AM - 5:00 PM`]);
  await expect(pending.getByRole("listitem").filter({ hasText: employee.name }).first()).toContainText(
    "1 published shift falls inside; approving asks what to do with it:",
  );
  await pending.getByLabel(`Note for ${employee.name} on ${formatDate(friday)}`).fill("Enjoy the wedding");
  await pending.getByRole("button", { name: `Approve ${employee.name} on ${formatDate(friday)}` }).click();
  // Asked what becomes of the shift, the manager keeps it.
  const dialog = page.getByRole("dialog", { name: `Approve time off for ${employee.name}?` });
  await dialog.getByRole("radio", { name: "Keep" }).check();
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  const decision = pending.getByRole("status", { name: "Decision" });
  await expect(decision).toContainText(`Approved: ${employee.name}, ${formatDate(friday)} to ${formatDate(addDays(friday, 2))}.`);
  const inside = decision.getByRole("list", { name: "Shifts inside the time off" });
  await expect(inside.getByRole("listitem")).toHaveText([`${formatDate(addDays(friday, 1))} 9:00 AM - 5:00 PM`]);

  // The employee sees the answer with the note, and the manager sees them in the month view.
  const empPage = await (await browser.newContext()).newPage();
  await signInWithToken(empPage, employee, "/pto");
  const item = empPage.getByRole("region", { name: "My Requests" }).getByRole("listitem").filter({ hasText: formatDate(friday) });
  await expect(item).toContainText("approved");
  await expect(item).toContainText("Manager's note: Enjoy the wedding");
});

test("an employee sets unavailable Mondays and the manager sees it when scheduling", async ({ browser }) => {
  const employee = await createAccount("Avl");
  const manager = await createAccount("Avm", "MANAGER");
  const friday = fridayAhead(21);

  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, employee, "/availability");
  await page.getByLabel("Monday availability").selectOption("UNAVAILABLE");
  await page.getByLabel("Tuesday availability").selectOption("WINDOWS");
  await page.getByLabel("Tuesday window 1 from").fill("09:00");
  await page.getByLabel("Tuesday window 1 to").fill("13:00");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("Availability saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Monday availability")).toHaveValue("UNAVAILABLE");

  const mgr = await (await browser.newContext()).newPage();
  await signInWithToken(mgr, manager, `/schedule?week=${friday}`);
  const panel = mgr.getByRole("region", { name: "Availability This Week" });
  await expect(panel.getByRole("listitem").filter({ hasText: employee.name })).toContainText(
    "Monday: unavailable; Tuesday: 09:00-13:00",
  );
  const editor = mgr.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  await grid.getByRole("button", { name: `Add shift for ${employee.name} on Monday` }).click();
  const form = editor.getByRole("form", { name: "Add shift" });
  await form.getByLabel("Start").fill("09:00");
  await form.getByLabel("End").fill("17:00");
  await form.getByRole("button", { name: "Save shift" }).click();
  await expect(grid.getByRole("button", { name: /Unavailable/ })).toHaveCount(1);
  await expect(editor.getByRole("list", { name: "Conflicts" })).toContainText(
    `${employee.name} is scheduled Monday`,
  );
  await expect(editor.getByRole("list", { name: "Conflicts" })).toContainText("outside their weekly availability (Monday: unavailable)");
});

test("a manager cancels approved time off with a note, the employee is told; an employee withdraws approved time off", async ({ browser }) => {
  const employee = await createAccount("Cnl");
  const manager = await createAccount("Cnm", "MANAGER");
  // Within the year ahead the managers' list covers; no week is published, so any day will do.
  const first = addDays(todayLocal(), 30 + Math.floor(Math.random() * 250));
  const later = addDays(first, 14);
  for (const [from, to] of [
    [first, addDays(first, 2)],
    [later, later],
  ]) {
    const r = await gql<{ requestTimeOffRange: { id: string } }>(
      `mutation($in: TimeOffInput!) { requestTimeOffRange(input: $in) { id } }`,
      { in: { date: from, endDate: to, reason: "Holiday" } },
      employee.token,
    );
    await gql(`mutation($id: ID!) { decideTimeOff(id: $id, decision: APPROVE) { request { id } } }`, { id: r.requestTimeOffRange.id }, manager.token);
  }

  const mgr = await (await browser.newContext()).newPage();
  await signInWithToken(mgr, manager, "/pto");
  const approved = mgr.getByRole("region", { name: "Approved Time Off" });
  const who = `${employee.name} on ${formatDate(first)}`;
  await approved.getByLabel(`Note on cancelling ${who}`).fill("Stocktake moved");
  await approved.getByRole("button", { name: `Cancel time off of ${who}` }).click();
  const asking = mgr.getByRole("dialog", { name: `Cancel the approved time off of ${employee.name} (${formatDate(first)} to ${formatDate(addDays(first, 2))})?` });
  await expect(asking).toContainText("They will be told.");
  await asking.getByRole("button", { name: "Cancel time off" }).click();
  await expect(approved.getByRole("status")).toHaveText(
    `Cancelled: ${employee.name}, ${formatDate(first)} to ${formatDate(addDays(first, 2))}. ${employee.name} has been told.`,
  );
  await expect(approved.getByRole("button", { name: `Cancel time off of ${who}` })).toHaveCount(0);
  await expect(approved.getByRole("button", { name: `Cancel time off of ${employee.name} on ${formatDate(later)}` })).toBeVisible();

  // The employee is told under the bell and sees the note on the request.
  const emp = await (await browser.newContext()).newPage();
  await signInWithToken(emp, employee, "/pto");
  await emp.getByRole("button", { name: /^Notifications \(\d+ unread\)$/ }).click();
  await expect(
    emp.getByRole("button", { name: /^Your approved PTO request for .+ was cancelled by a manager\. Note: Stocktake moved$/ }),
  ).toBeVisible();
  await emp.keyboard.press("Escape");
  const mine = emp.getByRole("region", { name: "My Requests" });
  const cancelled = mine.getByRole("listitem").filter({ hasText: `${formatDate(first)} to ${formatDate(addDays(first, 2))}` });
  await expect(cancelled).toContainText("cancelled");
  await expect(cancelled).toContainText("Manager's note: Stocktake moved");
  await expect(cancelled.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);

  // Approved and not started: the employee may still withdraw it, and managers are told.
  const other = mine.getByRole("listitem").filter({ hasText: formatDate(later) });
  await expect(other).toContainText("approved");
  await other.getByRole("button", { name: `Withdraw ${formatDate(later)}` }).click();
  await answer(emp, `Withdraw your request for ${formatDate(later)}?`, "Withdraw");
  await expect(other).toContainText("withdrawn");
  const told = await gql<{ notifications: { message: string }[] }>(`{ notifications { message } }`, {}, manager.token);
  expect(told.notifications.map((n) => n.message)).toContain(
    `${employee.name} withdrew their approved PTO request for ${new Date(`${later}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" })}.`,
  );
  await mgr.reload();
  await expect(approved.getByRole("button", { name: `Cancel time off of ${employee.name} on ${formatDate(later)}` })).toHaveCount(0);
});
