import { expect, test } from "./helpers";
import { type Page } from "@playwright/test";
import { PASSWORD, uniquePerson } from "./helpers";
import { firstManager, freshGql, startFreshWorkplace, type FreshWorkplace } from "./fresh-workplace";
import { addDays, weekStart, todayLocal } from "../src/lib/dates";

let w: FreshWorkplace;
test.beforeAll(async () => {
  w = await startFreshWorkplace(`shiftsched_e2e_firstrun_${test.info().project.name}`);
});
test.afterAll(async () => {
  await w?.stop();
});

async function signIn(page: Page, token: string) {
  await page.goto(`${w.base}/forgot-password`);
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.goto(`${w.base}/dashboard`);
}

test("an empty workplace's home screen is a checklist whose steps tick as they are done, gone once all are", async ({ page }) => {
  const boss = await firstManager(w.base);
  await signIn(page, boss.token);
  const checklist = page.getByRole("region", { name: "Get your workplace ready" });
  await expect(checklist).toContainText("0 of 3 done");
  // In place of a week of red "0 shifts" boxes.
  await expect(page.getByRole("list", { name: "Shifts per day this week" })).toHaveCount(0);
  await expect(checklist.getByRole("listitem")).toHaveText([/Invite your staff \(to do\)/, /Set the rules \(to do\)/, /Build and publish the first week \(to do\)/]);

  await checklist.getByRole("link", { name: "Invite your staff" }).click();
  await expect(page).toHaveURL(/\/manage-staff$/);
  await freshGql(w.base, `mutation { inviteStaff(emails: "${uniquePerson("Inv").email}", role: EMPLOYEE) { id } }`, {}, boss.token);
  await page.goto(`${w.base}/dashboard`);
  await expect(checklist).toContainText("1 of 3 done");
  await expect(checklist.getByRole("listitem").first()).toHaveText(/Invite your staff \(done\)/);

  // Someone joins and the first week is published: the checklist gives way to the week's coverage.
  const p = uniquePerson("Joe");
  const joined = await freshGql<{ register: { id: string } }>(w.base, `mutation($input: RegisterInput!) { register(input: $input) { id } }`, {
    input: { name: p.name, email: p.email, password: PASSWORD, role: "EMPLOYEE" },
  });
  await freshGql(
    w.base,
    `mutation($input: PublishScheduleInput!) { publishSchedule(input: $input) { id } }`,
    { input: { weekStarting: addDays(weekStart(todayLocal()), 7), shifts: [{ dayKey: "MONDAY", userId: joined.register.id, startTime: "09:00", endTime: "17:00" }] } },
    boss.token,
  );
  await page.reload();
  await expect(page.getByRole("list", { name: "Shifts per day this week" })).toBeVisible();
  await expect(checklist).toHaveCount(0);
});
