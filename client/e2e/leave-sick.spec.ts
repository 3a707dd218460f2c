// Sick calls and the liability report (issue 45): a manager records a sick day on /leave
// and reads which shift it opened; the shift is an open shift for the staff and in the
// editor; the sick-leave ledger takes the day; the liability report's table and CSV carry
// the balance before and after it. A person records their own sick day where the type
// needs no approval. Each test has its own people, location and type.
import { readFileSync } from "node:fs";
import { expect, test } from "./helpers";
import { expectNoSeriousFindings } from "./axe";
import { addDays, todayLocal, weekStart } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { createAccount, fridayAhead, goInApp, gql, notice, publishWeek, signInWithToken, type Account } from "./helpers";
import { makeLocation, workplaceTag } from "./workplace-fixtures";

/** Gives `person` a sick-leave policy of their own: `hours` a year for a full-time week. */
async function sickPolicy(manager: Account, person: Account, hours: number) {
  const { leaveTypes } = await gql<{ leaveTypes: { id: string; kind: string }[] }>(`{ leaveTypes { id kind } }`, {}, manager.token);
  const sick = leaveTypes.find((lt) => lt.kind === "SICK")!.id;
  const { saveLeavePolicy } = await gql<{ saveLeavePolicy: { id: string } }>(
    `mutation($i: LeavePolicyInput!) { saveLeavePolicy(input: $i) { id } }`,
    { i: { leaveTypeId: sick, name: `Sick ${workplaceTag()}`, method: "ALLOWANCE", amount: hours } },
    manager.token,
  );
  await gql(`mutation($t: ID!, $p: ID, $u: ID) { assignLeavePolicy(leaveTypeId: $t, policyId: $p, userId: $u) }`, { t: sick, p: saveLeavePolicy.id, u: person.id }, manager.token);
}

/** Puts `person` at one location with an hourly rate. */
async function placeAt(manager: Account, person: Account, locationId: string, hourlyRateCents: number | null) {
  await gql(
    `mutation($i: PersonWorkplaceInput!) { setPersonWorkplace(input: $i) { userId } }`,
    { i: { userId: person.id, positions: [], locationIds: [locationId], hourlyRateCents } },
    manager.token,
  );
}

test("a manager records a sick call that opens the day's shift, sees the balance taken, and reads and downloads the liability report", async ({ page, browser }) => {
  const friday = fridayAhead(76);
  const monday = addDays(friday, 3);
  const tag = workplaceTag();
  const manager = await createAccount("Skm", "MANAGER");
  const emp = await createAccount("Ske");
  const mate = await createAccount("Skc");
  const clinic = await makeLocation(manager, `Clinic ${tag}`);
  await placeAt(manager, emp, clinic, 2000);
  await placeAt(manager, mate, clinic, null);
  await sickPolicy(manager, emp, 40);
  await publishWeek(manager, friday, [["MONDAY", emp.id, "09:00", "17:00", clinic]]);

  await signInWithToken(page, manager, "/leave");
  const form = page.getByRole("region", { name: "Record leave" });
  await form.getByLabel("Person").selectOption({ label: emp.name });
  // Sick leave is the type a manager records unless they pick another.
  await expect(form.getByLabel("Leave type").locator("option:checked")).toHaveText("Sick leave");
  await form.getByLabel("First day").fill(monday);
  await form.getByLabel("Note").fill("Flu");
  await form.getByRole("button", { name: "Record leave" }).click();
  await expect(notice(page, `Leave recorded for ${emp.name}.`)).toBeVisible();
  const result = form.getByRole("status", { name: "Shifts opened" });
  await expect(result).toContainText(`1 shift of ${emp.name} is now an open shift:`);
  await expect(result.getByRole("listitem")).toHaveText([new RegExp(`^${formatDate(monday)} 9:00 AM\\s*-\\s*5:00 PM$`)]);

  // The ledger of her sick leave: this year's 40 hours, and the Monday's 8 taken.
  const adjust = page.getByRole("region", { name: "Adjust a balance" });
  await adjust.getByLabel("Person").selectOption({ label: emp.name });
  await adjust.getByLabel("Leave type").selectOption({ label: "Sick leave" });
  await expect(adjust.getByRole("row", { name: /Allowance/ })).toContainText("40 h");
  await expect(adjust.getByRole("row", { name: new RegExp(`${formatDate(monday)}.*Taken`) })).toContainText("-8 h");

  // The liability: 40 hours at 20.00 today; on the Monday, with the sick day taken, 32.
  const liability = page.getByRole("region", { name: "Leave liability" });
  const lines = liability.getByRole("table", { name: "Outstanding paid leave per person" });
  const row = lines.getByRole("row", { name: new RegExp(emp.name) }).filter({ hasText: "Sick leave" });
  await expect(row.getByRole("cell")).toHaveText([`Clinic ${tag}`, "Sick leave", "40 h", "40 h", /800\.00/]);
  const totals = liability.getByRole("table", { name: "Totals per location" });
  await expect(totals.getByRole("row", { name: new RegExp(`Clinic ${tag}`) }).getByRole("cell")).toHaveText(["40 h", /800\.00/]);
  await liability.getByLabel("On", { exact: true }).fill(monday);
  await expect(row.getByRole("cell")).toHaveText([`Clinic ${tag}`, "Sick leave", "32 h", "32 h", /640\.00/]);
  await expectNoSeriousFindings(page, "/leave with a sick call and the liability report");

  const download = page.waitForEvent("download");
  await liability.getByRole("button", { name: "Download liability CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`leave-liability-${monday}.csv`);
  const csv = readFileSync((await file.path())!, "utf8").split("\r\n");
  expect(csv[0]).toBe("Employee ID,Name,Location,Leave type,Balance,Unit,Hours,Hourly rate,Value,Currency,On");
  expect(csv.filter((l) => l.startsWith(`${emp.id},`))).toEqual([
    expect.stringMatching(new RegExp(`^${emp.id},${emp.name},Clinic ${tag},Sick leave,32,hours,32\\.00,20\\.00,640\\.00,[A-Z]{3},${monday}$`)),
  ]);

  // The editor shows the Monday's shift as open, and not as hers.
  await goInApp(page, `/schedule?week=${friday}`);
  const grid = page.getByRole("region", { name: "Schedule Editor", exact: true }).getByRole("region", { name: "Shifts by person and day" });
  await expect(grid.getByRole("link", { name: "Open shift, Monday 9:00 AM - 5:00 PM: see its claims" })).toBeVisible();
  await expect(grid.getByRole("button", { name: new RegExp(`^${emp.name}, Monday`) })).toHaveCount(0);

  // Her colleague at the clinic is offered it.
  const staff = await (await browser.newContext()).newPage();
  await signInWithToken(staff, mate, "/open-shifts");
  const when = `${formatDate(monday)}, 9:00 AM - 5:00 PM`;
  await expect(staff.getByRole("list", { name: "Open shifts" }).getByRole("listitem").filter({ hasText: when })).toHaveCount(1);
});

test("a person records her own sick day where the type needs no approval, and is told it is approved", async ({ page }) => {
  const manager = await createAccount("Ssm", "MANAGER");
  const emp = await createAccount("Sse");
  const name = `Self-certified ${workplaceTag()}`;
  const { saveLeaveType } = await gql<{ saveLeaveType: { id: string } }>(
    `mutation($i: LeaveTypeInput!) { saveLeaveType(input: $i) { id } }`,
    { i: { name, paid: true, unit: "HOURS", needsApproval: false, needsBalance: false, staffMayRequest: true, colour: "#aa3300" } },
    manager.token,
  );
  try {
    const monday = weekStart(addDays(todayLocal(), 7), "MONDAY");
    await signInWithToken(page, emp, "/pto");
    await page.getByLabel("Leave type").selectOption({ label: name });
    await page.getByLabel("Date (first day)").fill(monday);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(notice(page, `Recorded and approved: ${name} needs no approval.`)).toBeVisible();
    const mine = page.getByRole("region", { name: "My Requests" });
    await expect(mine.getByRole("listitem").filter({ hasText: formatDate(monday) })).toContainText("approved");
  } finally {
    // Every test's request form lists the types staff may ask for: this one leaves with the test.
    await gql(
      `mutation($i: LeaveTypeInput!) { saveLeaveType(input: $i) { id } }`,
      { i: { id: saveLeaveType.id, name, paid: true, unit: "HOURS", needsApproval: false, needsBalance: false, staffMayRequest: true, colour: "#aa3300", archived: true } },
      manager.token,
    );
  }
});
