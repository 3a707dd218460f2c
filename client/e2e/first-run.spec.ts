import { expect, test } from "./helpers";
import { type Page } from "@playwright/test";
import { PASSWORD, uniquePerson } from "./helpers";
import { firstManager, freshGql, startFreshWorkplace, type FreshWorkplace } from "./fresh-workplace";
import { addDays, weekStart, todayLocal } from "../src/lib/dates";

// One fresh server for both tests, in order: the first makes its owner.
test.describe.configure({ mode: "serial" });

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

const steps = ["Name your locations", "Add positions", "Add shift types", "Add your people", "Build a week", "Publish the week"];

test("a new install opens on its first-run page, which makes the owner without a code and signs them in", async ({ page }) => {
  // Both the sign-in and the register page send a new install's visitor there.
  await page.goto(`${w.base}/register`);
  await expect(page).toHaveURL(/\/setup$/);
  await page.goto(`${w.base}/`);
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole("heading", { name: "Set up your workplace" })).toBeVisible();
  await expect(page.getByLabel("Manager Secret Code")).toHaveCount(0);

  const owner = uniquePerson("Owner");
  await page.getByLabel("Your name").fill(owner.name);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${owner.name}!` })).toBeVisible();
  await expect(page.getByText("manager", { exact: true })).toBeVisible();

  // The checklist walks what the staff import and the week editor need first, each step a link to its page.
  const checklist = page.getByRole("region", { name: "Get your workplace ready" });
  await expect(checklist).toContainText("0 of 6 done");
  await expect(checklist.getByRole("listitem")).toHaveText(steps.map((s) => new RegExp(`${s} \\(to do\\)`)));
  const links = checklist.getByRole("link");
  await expect(links).toHaveText(steps);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    "/workplace?section=locations",
    "/workplace?section=positions",
    "/workplace?section=shift-types",
    "/manage-staff",
    "/schedule",
    "/schedule",
  ]);
  await checklist.getByRole("link", { name: "Add positions" }).click();
  await expect(page.getByRole("tab", { name: "Positions", selected: true })).toBeVisible();

  // Once set up, the first-run page is gone: it sends visitors to sign in.
  await page.evaluate(() => localStorage.removeItem("token"));
  await page.goto(`${w.base}/setup`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
});

test("an empty workplace's home screen is a checklist whose steps tick as they are done, gone once all are", async ({ page }) => {
  const boss = await firstManager(w.base);
  await signIn(page, boss.token);
  const checklist = page.getByRole("region", { name: "Get your workplace ready" });
  await expect(checklist).toContainText("0 of 6 done");
  // In place of a week of red "0 shifts" boxes.
  await expect(page.getByRole("list", { name: "Shifts per day this week" })).toHaveCount(0);
  await expect(checklist.getByRole("listitem")).toHaveText(steps.map((s) => new RegExp(`${s} \\(to do\\)`)));

  await checklist.getByRole("link", { name: "Add your people" }).click();
  await expect(page).toHaveURL(/\/manage-staff$/);
  await freshGql(w.base, `mutation { inviteStaff(emails: "${uniquePerson("Inv").email}", role: EMPLOYEE) { id } }`, {}, boss.token);
  await freshGql(w.base, `mutation { savePosition(input: {name: "Cook", colour: "#aa3300"}) { id } }`, {}, boss.token);
  await page.goto(`${w.base}/dashboard`);
  await expect(checklist).toContainText("2 of 6 done");
  await expect(checklist.getByRole("listitem").nth(1)).toHaveText(/Add positions \(done\)/);
  await expect(checklist.getByRole("listitem").nth(3)).toHaveText(/Add your people \(done\)/);

  // Someone joins and the first week is published: the checklist gives way to the week's coverage.
  const p = uniquePerson("Joe");
  const joined = await freshGql<{ register: { id: string } }>(w.base, `mutation($input: RegisterInput!) { register(input: $input) { id } }`, {
    input: { name: p.name, email: p.email, password: PASSWORD, role: "EMPLOYEE" },
  });
  await freshGql(
    w.base,
    `mutation($input: PublishScheduleInput!) { publishSchedule(input: $input) { id } }`,
    { input: { weekStarting: addDays(weekStart(todayLocal(), "FRIDAY"), 7), shifts: [{ dayKey: "MONDAY", userId: joined.register.id, startTime: "09:00", endTime: "17:00" }] } },
    boss.token,
  );
  await page.reload();
  await expect(page.getByRole("list", { name: "Shifts per day this week" })).toBeVisible();
  await expect(checklist).toHaveCount(0);
});
