// Labour rules on timesheets and in payroll (issue 46): a manager applies the California
// preset, a person works a 7-hour day without a meal period, the timesheet flags the
// missed break in the rule's words with its premium, and the payroll CSV carries the
// premium in columns of its own after the others. On a workplace of its own: the preset
// changes the default rule set, and payroll covers the whole workplace. It publishes no
// week (the day is clocked without a shift), so it takes no week slot.
import { readFileSync } from "node:fs";
import { expect, notice, test } from "./helpers";
import { freshGql, freshPerson, startFreshWorkplace } from "./fresh-workplace";
import { addDays } from "../src/lib/dates";

test.use({ timezoneId: "UTC" }); // the fresh server's workplace day is UTC's too

test("a missed meal period is flagged on the timesheet and paid in the payroll CSV", async ({ page }) => {
  const w = await startFreshWorkplace(`shiftsched_e2e_labourtimesheet_${test.info().project.name}`);
  try {
    const boss = await freshPerson(w.base, "MANAGER", "Ltb");
    const emp = await freshPerson(w.base, "EMPLOYEE", "Lte");
    const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
    const sets = await freshGql<{ ruleSets: { id: string; isDefault: boolean }[] }>(w.base, `{ ruleSets { id isDefault } }`, {}, boss.token);
    const ruleSet = sets.ruleSets.find((r) => r.isDefault)!.id;
    await freshGql(w.base, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "us-ca") { presetId } }`, { r: ruleSet }, boss.token);
    await freshGql(
      w.base,
      `mutation($u: ID!) { setPersonWorkplace(input: {userId: $u, hourlyRateCents: 2000, positions: [], locationIds: []}) { userId } }`,
      { u: emp.id },
      boss.token,
    );
    await freshGql(
      w.base,
      `mutation($d: Date!) { setTimesheetSettings(input: {payPeriod: WEEKLY, payPeriodStart: $d,
        paidBreaks: false, roundingMinutes: 0, rounding: NEAREST, overtimePayPercent: 150}) { payPeriod } }`,
      { d: yesterday },
      boss.token,
    );
    // She clocks in and out; the manager records her day yesterday: 08:00 to 15:00, no break.
    type Rec = { clock: { id: string } };
    const rec = await freshGql<Rec>(w.base, `mutation { clock(action: CLOCK_IN) { id } }`, {}, emp.token);
    await freshGql(w.base, `mutation { clock(action: CLOCK_OUT) { id } }`, {}, emp.token);
    await freshGql(
      w.base,
      `mutation($id: ID!, $in: TimeCorrectionInput!) { correctTimeRecord(recordId: $id, input: $in) { userId } }`,
      { id: rec.clock.id, in: { clockInAt: `${yesterday}T08:00:00Z`, clockOutAt: `${yesterday}T15:00:00Z`, breakMinutes: 0, reason: "Worked the morning" } },
      boss.token,
    );

    await page.goto(`${w.base}/forgot-password`);
    await page.evaluate((t) => localStorage.setItem("token", t), boss.token);
    await page.goto(`${w.base}/timesheets`);
    const period = page.getByRole("region", { name: "Timesheets of the period" });
    const row = period.getByRole("row").filter({ has: page.getByRole("button", { name: emp.name }) });
    await expect(row.locator(":scope > td").nth(3)).toHaveText("No shift, Missed break");
    await row.getByRole("button", { name: emp.name }).click();
    const table = page.getByRole("region", { name: `Timesheet of ${emp.name}` });
    await expect(table.getByText(`${emp.name} worked 7 h`)).toBeVisible();
    await expect(table.getByText(/with 0 h of breaks, under the 30 min needed after 5 h\./)).toBeVisible();
    await expect(table.getByText("Premiums: Meal period premium 1.00 h, 20.00")).toBeVisible();

    await row.getByRole("button", { name: "Approve" }).click();
    await expect(notice(page, `Approved the timesheet of ${emp.name}.`)).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download payroll CSV" }).click();
    const lines = readFileSync((await (await downloading).path())!, "utf8").split("\r\n");
    // The columns payroll tools read keep their order; the premium's come last.
    expect(lines[0]).toMatch(/^Employee ID,Name,Email,Period start,Period end,Regular hours,Overtime hours,Break hours,Hourly rate,Gross pay,Currency,/);
    expect(lines[0]).toMatch(/,Missed break premium hours,Missed break premium pay$/);
    expect(lines[1].split(",").slice(0, 2)).toEqual([emp.id, emp.name]);
    expect(lines[1]).toMatch(/,7\.00,0\.00,0\.00,20\.00,140\.00,USD,.*,1\.00,20\.00$/);
  } finally {
    await w.stop();
  }
});
