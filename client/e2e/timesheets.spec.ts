// Timesheets (issue 29): a manager opens the pay period's one table (a row per person,
// issue 42), opens a person's days, corrects an entry
// (the clock's own record stays), approves the person's timesheet, and downloads the
// payroll CSV, whose totals this test checks. On a workplace of its own: payroll covers
// the whole workplace, which on the shared server is everyone every other test made.
import { readFileSync } from "node:fs";
import { expectNoSeriousFindings } from "./axe";
import { expect, notice, test } from "./helpers";
import { freshGql, freshPerson, startFreshWorkplace } from "./fresh-workplace";
import { addDays } from "../src/lib/dates";

test.use({ timezoneId: "UTC" }); // the fresh server's workplace day is UTC's too

test("a manager corrects a timesheet, approves it and downloads the payroll CSV", async ({ page }) => {
  const w = await startFreshWorkplace(`shiftsched_e2e_timesheets_${test.info().project.name}`);
  try {
    const reg = (role: "MANAGER" | "EMPLOYEE", prefix: string) => freshPerson(w.base, role, prefix);
    const boss = await reg("MANAGER", "Tsb");
    const emp = await reg("EMPLOYEE", "Tse");
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = addDays(today, -1);
    // 20.00 an hour; a weekly pay period from yesterday (so yesterday and today are in
    // it), overtime past 8 hours a day at 150%, breaks unpaid, no rounding.
    await freshGql(
      w.base,
      `mutation($u: ID!) { setPersonWorkplace(input: {userId: $u, hourlyRateCents: 2000, positions: [], locationIds: []}) { userId } }`,
      { u: emp.id },
      boss.token,
    );
    await freshGql(
      w.base,
      `mutation($d: Date!) { setTimesheetSettings(input: {payPeriod: WEEKLY, payPeriodStart: $d, dailyOvertimeMinutes: 480,
        paidBreaks: false, roundingMinutes: 0, rounding: NEAREST, overtimePayPercent: 150}) { payPeriod } }`,
      { d: yesterday },
      boss.token,
    );
    // The employee clocks in and straight out again: a record without a shift.
    for (const action of ["CLOCK_IN", "CLOCK_OUT"]) {
      await freshGql(w.base, `mutation($a: ClockAction!) { clock(action: $a) { id } }`, { a: action }, emp.token);
    }

    await page.goto(`${w.base}/forgot-password`);
    await page.evaluate((t) => localStorage.setItem("token", t), boss.token);
    await page.goto(`${w.base}/timesheets`);
    await expect(page.getByRole("heading", { name: "Timesheets", level: 1 })).toBeVisible();
    // One table for the period: a row per person, their days opened from their name.
    const period = page.getByRole("region", { name: "Timesheets of the period" });
    await expect(period.locator("thead th")).toHaveText(["Person", "Records", "Worked", "Breaks", "Flags", "Approval"]);
    const row = period.getByRole("row").filter({ has: page.getByRole("button", { name: emp.name }) });
    await row.getByRole("button", { name: emp.name }).click();
    await expect(row.getByRole("button", { name: emp.name })).toHaveAttribute("aria-expanded", "true");
    const sheet = page.getByRole("region", { name: emp.name, exact: true });
    const table = page.getByRole("region", { name: `Timesheet of ${emp.name}` });
    await expect(table.getByRole("cell", { name: "No shift" })).toBeVisible();
    await expectNoSeriousFindings(page, "the timesheets");

    // She forgot the clock yesterday: 08:00 to 17:30 with a 30-minute break.
    await sheet.getByRole("button", { name: "Correct" }).click();
    await sheet.getByLabel("Clock in").fill(`${yesterday}T08:00`);
    await sheet.getByLabel("Clock out").fill(`${yesterday}T17:30`);
    await sheet.getByLabel("Break minutes").fill("30");
    await sheet.getByLabel("Reason").fill("Forgot to clock in at the door");
    await sheet.getByRole("button", { name: "Save correction" }).click();
    await expect(notice(page, "The entry is corrected; the clock's record is kept.")).toBeVisible();
    await expect(sheet.getByText(/corrected: Forgot to clock in at the door/)).toBeVisible();
    const totals = table.locator("tfoot tr");
    // Worked 9.00 = 8.00 regular + 1.00 overtime; breaks 0.50.
    await expect(totals).toContainText("Gross pay 190.00");
    await expect(totals.getByRole("cell")).toHaveText(["0.00", "Gross pay 190.00", "0.50", "9.00", "8.00", "1.00", ""]);
    // The person's row lines up with the table's columns: records, worked, breaks, flags.
    await expect(row.locator(":scope > td").nth(0)).toHaveText("1");
    await expect(row.locator(":scope > td").nth(1)).toHaveText("9.00");
    await expect(row.locator(":scope > td").nth(2)).toHaveText("0.50");
    await expect(row.locator(":scope > td").nth(3)).toHaveText("No shift");

    await row.getByRole("button", { name: "Approve" }).click();
    await expect(notice(page, `Approved the timesheet of ${emp.name}.`)).toBeVisible();
    await expect(row.getByText(`Approved by ${boss.name}`)).toBeVisible();
    // Locked: nothing to correct until it is reopened.
    await expect(sheet.getByRole("button", { name: "Correct" })).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Reopen" })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download payroll CSV" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`payroll-${yesterday}-to-${addDays(yesterday, 6)}.csv`);
    const lines = readFileSync((await file.path())!, "utf8").split("\r\n");
    // The columns payroll tools already read keep their order; leave's columns follow them.
    expect(lines[0]).toBe(
      "Employee ID,Name,Email,Period start,Period end,Regular hours,Overtime hours,Break hours,Hourly rate,Gross pay,Currency," +
        "Banked overtime hours,Annual leave hours,Annual leave pay,Sick leave hours,Sick leave pay,Unpaid leave hours,Unpaid leave pay",
    );
    expect(lines.slice(2)).toEqual([""]); // one person, then the final CRLF
    const [id, name, , from, to, regular, overtime, breaks, rate, gross, currency, banked, ...leave] = lines[1].split(",");
    expect({ id, name, from, to, regular, overtime, breaks, rate, gross, currency }).toEqual({
      id: emp.id,
      currency: "USD",
      name: emp.name,
      from: yesterday,
      to: addDays(yesterday, 6),
      regular: "8.00",
      overtime: "1.00",
      breaks: "0.50",
      rate: "20.00",
      gross: "190.00",
    });
    // No time off in lieu and no leave taken: zero hours, 0.00 for paid types, no pay for unpaid leave.
    expect(banked).toBe("0.00");
    expect(leave).toEqual(["0.00", "0.00", "0.00", "0.00", "0.00", ""]);
    expect(Number(regular) * 20 + Number(overtime) * 20 * 1.5).toBe(Number(gross));
  } finally {
    await w.stop();
  }
});
