// Predictable scheduling (issue 46): a manager moves a published shift two days ahead,
// inside the Chicago preset's 14 days' notice; the employee, on her phone, is asked on
// her home screen, accepts on the consents page, and the predictability pay (one hour's
// pay) is owed: on her screen and in the manager's predictabilityPay over GraphQL.
// On a workplace of its own: a late change needs a shift in the next days (today's
// week, which other tests' weeks never are), and its labour rules apply workplace-wide.
import { execFileSync } from "node:child_process";
import { expect, test } from "./helpers";
import { expectNoSeriousFindings } from "./axe";
import { freshGql, freshPerson, startFreshWorkplace } from "./fresh-workplace";
import { addDays, todayLocal, weekStart } from "../src/lib/dates";

test.use({ timezoneId: "UTC", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DAYS = ["FRIDAY", "SATURDAY", "SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"];
const PUBLISH = `mutation($i: PublishScheduleInput!) { publishSchedule(input: $i) { days { shifts { id } } } }`;

test("a late change to a published shift asks the employee's consent on her phone, and the premium appears when she accepts", async ({ page }) => {
  const w = await startFreshWorkplace(`shiftsched_e2e_labourconsent_${test.info().project.name}`);
  try {
    const boss = await freshPerson(w.base, "MANAGER", "Lcm");
    const emp = await freshPerson(w.base, "EMPLOYEE", "Lce");
    const { ruleSets } = await freshGql<{ ruleSets: { id: string; isDefault: boolean }[] }>(w.base, `{ ruleSets { id isDefault } }`, {}, boss.token);
    const rs = ruleSets.find((r) => r.isDefault)!.id;
    await freshGql(w.base, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "us-chicago") { presetId } }`, { r: rs }, boss.token);
    execFileSync("psql", [w.databaseUrl, "-v", "ON_ERROR_STOP=1", "-q", "-c", `UPDATE users SET hourly_rate_cents = 2000 WHERE id = ${Number(emp.id)}`]);

    // Her shift two days ahead, published; then moved an hour later.
    const day = addDays(todayLocal(), 2);
    const weekStarting = weekStart(day, "FRIDAY");
    const dayKey = DAYS[(Date.parse(day) - Date.parse(weekStarting)) / 86_400_000];
    const first = await freshGql<{ publishSchedule: { days: { shifts: { id: string }[] }[] } }>(
      w.base, PUBLISH, { i: { weekStarting, acceptWarningKinds: ["LABOUR_LATE_POSTING"], shifts: [{ dayKey, userId: emp.id, startTime: "09:00", endTime: "17:00" }] } }, boss.token);
    const id = first.publishSchedule.days.flatMap((d) => d.shifts)[0].id;
    await freshGql(w.base, PUBLISH, { i: { weekStarting, acceptWarningKinds: ["LABOUR_LATE_POSTING"], shifts: [{ id, dayKey, userId: emp.id, startTime: "10:00", endTime: "18:00" }] } }, boss.token);

    await page.goto(`${w.base}/forgot-password`);
    await page.evaluate((t) => localStorage.setItem("token", t), emp.token);
    await page.goto(`${w.base}/dashboard`);
    const card = page.getByRole("region", { name: "Shift changes to answer" });
    await expect(card).toContainText("1 late change to your shifts needs your consent.");
    await card.getByRole("link", { name: "Review changes" }).click();
    await expect(page).toHaveURL(/\/consents$/);

    const change = page.getByRole("listitem", { name: "A shift was moved" });
    await expect(change).toContainText("Was:");
    await expect(change).toContainText("Now:");
    await expect(change).toContainText("Predictability pay: 20.00 (owed once you accept)");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousFindings(page, "/consents with a late change (phone)");
    await change.getByRole("button", { name: "Accept" }).tap();
    await expect(change.getByRole("status")).toHaveText("You accepted this change.");
    await expect(change).toContainText("Predictability pay: 20.00 (owed to you)");

    const pay = await freshGql<{ predictabilityPay: { userId: string; kind: string; status: string; premiumCents: number }[] }>(
      w.base, `query($f: Date!, $t: Date!) { predictabilityPay(from: $f, to: $t) { userId kind status premiumCents } }`,
      { f: todayLocal(), t: addDays(todayLocal(), 7) }, boss.token);
    expect(pay.predictabilityPay).toEqual([{ userId: emp.id, kind: "MOVED", status: "ACCEPTED", premiumCents: 2000 }]);
  } finally {
    await w.stop();
  }
});
