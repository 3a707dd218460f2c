// Leave (issue 45): balances on the home screen and the time-off page, the request's
// preview and the server's refusal with its numbers, a manager's approval with the
// balance after, the team view and an adjustment, and a location's public holiday on
// the week and the month. Each test has its own people, locations and weeks.
import { expect, test } from "./helpers";
import { expectNoSeriousFindings } from "./axe";
import { addDays, todayLocal, weekStart } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { createAccount, fridayAhead, goInApp, gql, notice, publishWeek, signInWithToken, type Account } from "./helpers";
import { givePositions, makeLocation, makePosition, makeShiftType, workplaceTag } from "./workplace-fixtures";

/** Gives `person` an annual-leave policy of its own: 200 hours a year for a full-time week, nothing carried over. */
async function annualPolicy(manager: Account, person: Account) {
  const { leaveTypes } = await gql<{ leaveTypes: { id: string; kind: string }[] }>(`{ leaveTypes { id kind } }`, {}, manager.token);
  const annual = leaveTypes.find((lt) => lt.kind === "ANNUAL")!.id;
  const { saveLeavePolicy } = await gql<{ saveLeavePolicy: { id: string } }>(
    `mutation($i: LeavePolicyInput!) { saveLeavePolicy(input: $i) { id } }`,
    { i: { leaveTypeId: annual, name: `Annual ${workplaceTag()}`, method: "ALLOWANCE", amount: 200 } },
    manager.token,
  );
  await gql(
    `mutation($t: ID!, $p: ID, $u: ID) { assignLeavePolicy(leaveTypeId: $t, policyId: $p, userId: $u) }`,
    { t: annual, p: saveLeavePolicy.id, u: person.id },
    manager.token,
  );
}

/** A Monday one to two weeks ahead: three working days from it stay inside the next eight weeks. */
const nextMonday = () => weekStart(addDays(todayLocal(), 7), "MONDAY");

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("an employee sees her balance, requests three days and sees what remains; a request over it is refused with the numbers", async ({ page }) => {
    const manager = await createAccount("Lvm", "MANAGER");
    const emp = await createAccount("Lve");
    await annualPolicy(manager, emp);
    await signInWithToken(page, emp, "/dashboard");
    const mine = page.getByRole("region", { name: "My leave" });
    await expect(mine.getByRole("listitem").filter({ hasText: "Annual leave" })).toContainText("200 h");

    await goInApp(page, "/pto");
    await expect(page.getByRole("region", { name: "My leave" }).getByRole("listitem").filter({ hasText: "Annual leave" })).toContainText("200 h");
    const monday = nextMonday();
    await page.getByLabel("Leave type").selectOption({ label: "Annual leave" });
    await page.getByLabel("Date (first day)").fill(monday);
    await page.getByLabel("Last day (optional)").fill(addDays(monday, 2));
    const preview = page.getByRole("status", { name: "Your balance" });
    await expect(preview).toContainText(/This request\s*24 h/);
    await expect(preview).toContainText(/Balance now\s*200 h/);
    await expect(preview).toContainText(/After this request\s*176 h/);
    // Nothing of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousFindings(page, "/pto with a balance preview (phone)");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(notice(page, "PTO Request submitted!")).toBeVisible();

    // Six weeks later, 30 working days: 240 hours, more than the 200 there are.
    const later = addDays(monday, 7);
    await page.getByLabel("Date (first day)").fill(later);
    await page.getByLabel("Last day (optional)").fill(addDays(later, 39));
    await expect(preview).toContainText("This request would take your balance further below zero than your policy allows (0 h).");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("alert")).toHaveText(/^This request needs 240(\.00)? hours of Annual leave, but the balance on .+ is 200(\.00)? hours/);
  });
});

test("a manager approves seeing the balance after, reads the team's balances and who is away, and adjusts a balance", async ({ page }) => {
  const manager = await createAccount("Lam", "MANAGER");
  const emp = await createAccount("Lae");
  await annualPolicy(manager, emp);
  const monday = nextMonday();
  await gql(`mutation($in: TimeOffInput!) { requestTimeOffRange(input: $in) { id } }`, { in: { date: monday, endDate: addDays(monday, 1) } }, emp.token);

  await signInWithToken(page, manager, "/pto");
  const pending = page.getByRole("region", { name: "Pending PTO Requests" });
  const item = pending.getByRole("listitem").filter({ hasText: emp.name }).first();
  // The request asks for its balance once it comes near the screen, and the shared database's queue is long.
  await item.scrollIntoViewIfNeeded();
  await expect(item).toContainText("Annual leave: takes 16 h; balance after approval 184 h");
  await pending.getByRole("button", { name: `Approve ${emp.name} on ${formatDate(monday)}` }).click();
  await expect(pending.getByRole("status", { name: "Decision" })).toContainText(`Approved: ${emp.name}`);

  await goInApp(page, "/leave");
  // The approval settled her ledger: this year's allowance; the leave itself is dated ahead.
  const team = page.getByRole("region", { name: "Team balances" }).first();
  const row = team.getByRole("row", { name: new RegExp(emp.name) });
  await expect(row).toContainText("200 h");
  const planned = page.getByRole("region", { name: "Planned leave by week" });
  await expect(planned).toContainText(emp.name);

  const adjust = page.getByRole("region", { name: "Adjust a balance" });
  await adjust.getByLabel("Person").selectOption({ label: emp.name });
  await adjust.getByLabel("Leave type").selectOption({ label: "Annual leave" });
  await adjust.getByLabel("Amount").fill("8");
  await adjust.getByLabel("Reason").fill("Worked the stocktake weekend");
  await adjust.getByRole("button", { name: "Adjust balance" }).click();
  await expect(notice(page, "Balance adjusted.")).toBeVisible();
  await expect(adjust.getByRole("row", { name: /Worked the stocktake weekend/ })).toContainText("8 h");
  await expect(row).toContainText("208 h");
  await expectNoSeriousFindings(page, "/leave");
});

test("a holiday added for one location shows on that location's days of the week and month only", async ({ browser }) => {
  const friday = fridayAhead(73);
  const monday = addDays(friday, 3);
  const tag = workplaceTag();
  const manager = await createAccount("Lhm", "MANAGER");
  const emp = await createAccount("Lhe");
  const london = await makeLocation(manager, `London ${tag}`);
  const leeds = await makeLocation(manager, `Leeds ${tag}`);
  await givePositions(manager, emp.id, [], [london, leeds]);
  await publishWeek(manager, friday, [
    ["MONDAY", emp.id, "09:00", "13:00", london],
    ["TUESDAY", emp.id, "09:00", "13:00", leeds],
  ]);

  const page = await (await browser.newContext()).newPage();
  // The manager's editor shows the week before the holiday exists: what it kept is dropped when the holiday is added.
  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  await expect(editor.getByRole("button", { name: `+ Event on ${formatDate(monday)}` })).toBeVisible();
  await goInApp(page, "/leave/setup");
  const holidays = page.getByRole("region", { name: "Public holidays" });
  await holidays.getByLabel("Location").selectOption({ label: `London ${tag}` });
  await holidays.getByLabel("Date", { exact: true }).fill(monday);
  await holidays.getByLabel("Name", { exact: true }).fill(`Founders Day ${tag}`);
  await holidays.getByRole("button", { name: "Add holiday" }).click();
  await expect(notice(page, `Founders Day ${tag} added.`)).toBeVisible();
  // The workplace's full-time week, as a new workplace starts (nothing here changes it: every test counts on it).
  await expect(page.getByRole("region", { name: "Counting leave" }).getByLabel("Full-time week (hours)")).toHaveValue("40");
  await expectNoSeriousFindings(page, "/leave/setup");
  await goInApp(page, `/schedule?week=${friday}`);
  await expect(editor.getByText(`Founders Day ${tag} · London ${tag}`)).toHaveCount(1);

  const staff = await (await browser.newContext()).newPage();
  await signInWithToken(staff, emp, `/schedule?week=${friday}`);
  const week = staff.getByRole("region", { name: "Week schedule" });
  const tagText = `Founders Day ${tag} · London ${tag}`;
  await expect(week.getByText(tagText)).toHaveCount(1);
  await expect(week.getByText(`Founders Day ${tag} · Leeds ${tag}`)).toHaveCount(0);
  // The events row's cells run Friday to Thursday (its header is a row header, not a cell).
  const cells = week.getByRole("row").nth(1).getByRole("cell");
  await expect(cells.nth(3)).toContainText(tagText);
  await expect(cells.nth(2)).not.toContainText(`Founders Day ${tag}`);

  await goInApp(staff, `/monthly-schedule?month=${monday.slice(0, 7)}`);
  await expect(staff.getByRole("table").getByText(tagText)).toHaveCount(1);
});

test("a location closed on its holidays needs nobody that day in the editor's coverage; staffed like a Sunday, it needs Sunday's number", async ({ page }) => {
  // Drafts only: nothing is published, so the week claims no slot of its own beyond 78.
  const friday = fridayAhead(78);
  const saturday = addDays(friday, 1);
  const tag = workplaceTag();
  const manager = await createAccount("Lsm", "MANAGER");
  const harbour = await makeLocation(manager, `Harbour ${tag}`);
  const cook = await makePosition(manager, `Cook ${tag}`, "#1f77b4");
  const early = `Early ${tag}`;
  const shiftType = await makeShiftType(manager, { name: early, positionId: cook, locationId: harbour, startTime: "06:00", endTime: "14:00" });
  await gql(
    `mutation($l: ID!, $s: ID!) { saveStaffingRequirement(input: {locationId: $l, shiftTypeId: $s, needed: {saturday: 3, sunday: 1}}) { id } }`,
    { l: harbour, s: shiftType },
    manager.token,
  );
  await gql(
    `mutation($l: ID!, $d: Date!, $n: String!) { setPublicHoliday(locationId: $l, date: $d, name: $n, removed: false) }`,
    { l: harbour, d: saturday, n: `Harbour Day ${tag}` },
    manager.token,
  );

  const coverageOn = (day: string, needed: number | string) =>
    page
      .getByRole("region", { name: "Schedule Editor", exact: true })
      .getByRole("region", { name: "Coverage" })
      .getByRole("cell", { name: new RegExp(`^${early}.* on ${day}: ${needed} needed`) });
  const coverageOnSaturday = (needed: number) => coverageOn("Saturday", needed);
  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  await expect(coverageOnSaturday(3)).toBeVisible();

  const staffAs = async (rule: string, day?: string) => {
    await goInApp(page, "/leave/setup");
    const holidays = page.getByRole("region", { name: "Public holidays" });
    await holidays.getByLabel("Location").selectOption({ label: `Harbour ${tag}` });
    const form = holidays.getByRole("form", { name: "Staffing on holidays" });
    await form.getByLabel("On public holidays").selectOption({ label: rule });
    if (day) await form.getByLabel("Staffed like", { exact: true }).selectOption({ label: day });
    // The saved answer itself, not the notice: the first save's notice can still be showing
    // (a first answer may only ask for the persisted query's text).
    const saved = page.waitForResponse(
      async (r) => (r.request().postData() ?? "").includes('"SetHolidayStaffing"') && (await r.text()).includes('"setHolidayStaffing"'),
    );
    await form.getByRole("button", { name: "Save staffing" }).click();
    await saved;
    await expect(notice(page, "Holiday staffing saved.")).toBeVisible();
  };
  await staffAs("Closed: nobody needed");
  await goInApp(page, `/schedule?week=${friday}`);
  // A day that needs nobody has an empty cell; Sunday still needs its one.
  await expect(coverageOn("Sunday", 1)).toBeVisible();
  await expect(coverageOn("Saturday", "\\d+")).toHaveCount(0);

  await staffAs("Staffed like another day", "Sunday");
  // The saved rule is what the form shows when it comes back.
  await page.reload();
  const holidays = page.getByRole("region", { name: "Public holidays" });
  await holidays.getByLabel("Location").selectOption({ label: `Harbour ${tag}` });
  await expect(holidays.getByLabel("Staffed like", { exact: true })).toHaveValue("SUNDAY");
  await goInApp(page, `/schedule?week=${friday}`);
  await expect(coverageOnSaturday(1)).toBeVisible();
});
