import { expect, test } from "./helpers";
import { expectNoSeriousFindings } from "./axe";
import { addDays } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { createAccount, fridayAhead, goInApp, gql, publishWeek, signInWithToken } from "./helpers";
import { firstManager, startFreshWorkplace } from "./fresh-workplace";
import { MANAGER_GROUPS } from "../src/app/layout/nav-links";
import { makeLocation, workplaceTag } from "./workplace-fixtures";

test("public pages have no serious accessibility findings", async ({ page }) => {
  for (const [path, heading] of [
    ["/", "Login"],
    ["/register", "Register"],
    ["/forgot-password", "Forgot Password"],
    ["/reset-password/some-token", "Reset Password"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectNoSeriousFindings(page, path);
  }
  await page.goto("/register");
  await page.getByRole("radio", { name: "Manager" }).check();
  await expectNoSeriousFindings(page, "/register as manager");
});

test("the home screens of an employee and a manager have no serious accessibility findings", async ({ page }) => {
  const manager = await createAccount("A11m", "MANAGER");
  const emp = await createAccount("A11e");
  // The home screen of each role (issue 17): an employee's pending requests, a manager's to-do list.
  await gql(`mutation($d: Date!) { requestTimeOff(date: $d) { id } }`, { d: addDays(fridayAhead(52), 3) }, emp.token);
  await signInWithToken(page, emp, "/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${emp.name}!` })).toBeVisible();
  await expect(page.getByRole("region", { name: "My pending requests" })).toBeVisible();
  await expectNoSeriousFindings(page, "/dashboard (employee)");
  // Signing out here would revoke the token the rest of the test uses.
  await page.evaluate(() => localStorage.removeItem("token"));
  await signInWithToken(page, manager, "/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${manager.name}!` })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`^Approve ${emp.name}`) })).toBeVisible();
  await expectNoSeriousFindings(page, "/dashboard (manager)");
});

test("the week editor, a day's events and the uploader have no serious accessibility findings", async ({ page }) => {
  // Desktop and phone run this side by side: fridayAhead gives each its own week.
  const friday = fridayAhead(6);
  const manager = await createAccount("A11m", "MANAGER");
  const emp = await createAccount("A11e");
  await publishWeek(manager, friday, [
    ["FRIDAY", emp.id, "09:00", "17:00"],
    ["SUNDAY", emp.id, "12:00", "20:00"],
  ]);
  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  await expect(editor.getByRole("button", { name: `${emp.name}, Friday 9:00 AM - 5:00 PM` })).toBeAttached();
  await expectNoSeriousFindings(page, "/schedule");
  // A day's events, managed from its header in a dialog.
  await editor.getByRole("button", { name: `+ Event on ${formatDate(friday)}` }).click();
  await expect(page.getByRole("dialog", { name: `Event Manager: ${formatDate(friday)}` })).toBeVisible();
  await expectNoSeriousFindings(page, "/schedule (a day's events)");
  await page.keyboard.press("Escape");
  await editor.getByRole("button", { name: "Uploader", exact: true }).click();
  await expect(editor.getByLabel("Friday shift 1 Employee")).toBeAttached();
  await expectNoSeriousFindings(page, "/schedule (uploader)");
});

test("the notification dropdown, the account menu and the phone menu have no serious accessibility findings", async ({ page }) => {
  const manager = await createAccount("A11m", "MANAGER");
  await signInWithToken(page, manager, "/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${manager.name}!` })).toBeVisible();
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expectNoSeriousFindings(page, "notification dropdown");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Account", exact: true }).click();
  await expectNoSeriousFindings(page, "account menu");
  await page.keyboard.press("Escape");
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await expectNoSeriousFindings(page, "phone menu");
  }
});

// Signed in: each test scans a few pages, so none runs near its time limit on a shared
// machine (one test for twenty pages took three minutes on a phone).
type Scan = { path: string; heading?: string };

/** Every page a manager's sidebar links to, the profile behind their name, and the pages
 * that open from them with a parameter, in groups of three. */
function signedInGroups(): Scan[][] {
  const sidebar = MANAGER_GROUPS.flatMap((g) => g.links.map((l) => l.to)).filter((p) => p !== "/dashboard" && p !== "/schedule");
  const scans: Scan[] = [
    ...sidebar.map((path) => ({ path })),
    { path: "/workplace?section=shift-types", heading: "Workplace" },
    { path: "/availability?user=", heading: "Availability" },
    { path: "/profile", heading: "My Profile" },
  ];
  const groups: Scan[][] = [];
  for (let i = 0; i < scans.length; i += 3) groups.push(scans.slice(i, i + 3));
  return groups;
}

for (const group of signedInGroups()) {
  test(`${group.map((s) => s.path).join(", ")}: no serious accessibility findings`, async ({ page }) => {
    const manager = await createAccount("A11m", "MANAGER");
    const emp = await createAccount("A11e");
    // A pending request, so the request pages have a row to scan.
    await gql(`mutation($d: Date!) { requestTimeOff(date: $d) { id } }`, { d: addDays(fridayAhead(33), 3) }, emp.token);
    await signInWithToken(page, manager, "/dashboard");
    for (const { path, heading } of group) {
      const url = path.endsWith("?user=") ? path + emp.id : path;
      // The router keeps the page it leaves on screen until the next one's code is in:
      // the scan waits for a heading the last page did not have.
      await page.locator("h1").evaluateAll((hs) => hs.forEach((h) => h.setAttribute("data-left", "")));
      await goInApp(page, url);
      await expect(page.locator("h1:not([data-left])")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoSeriousFindings(page, url);
    }
  });
}

test("the open shifts page has no serious accessibility findings", async ({ page }) => {
  const friday = fridayAhead(35);
  const manager = await createAccount("A11o", "MANAGER");
  const emp = await createAccount("A11p");
  await publishWeek(manager, friday, [["MONDAY", emp.id, "09:00", "17:00"]]);
  const locationId = await makeLocation(manager, `A11y place ${workplaceTag()}`);
  const open = await gql<{ postOpenShift: { id: string } }>(
    `mutation($in: OpenShiftInput!) { postOpenShift(input: $in) { id } }`,
    { in: { date: addDays(friday, 1), startTime: "10:00", endTime: "14:00", eligibleUserIds: [emp.id], locationId } },
    manager.token,
  );
  await gql(`mutation($id: ID!) { claimOpenShift(id: $id) { id } }`, { id: open.postOpenShift.id }, emp.token);
  await signInWithToken(page, emp, "/open-shifts");
  await expect(page.getByRole("heading", { name: "Open Shifts", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "My claims" })).toBeVisible();
  await expectNoSeriousFindings(page, "/open-shifts (employee)");
  await page.evaluate(() => localStorage.removeItem("token"));
  await signInWithToken(page, manager, "/open-shifts");
  await expect(page.getByRole("button", { name: new RegExp(`^Approve claim of ${emp.name}`) })).toBeVisible();
  await expectNoSeriousFindings(page, "/open-shifts (manager)");
});

// The editors that open in place: a requirement's row, a rule set's shift type limits.
test("the requirement and rule set editors, opened, have no serious accessibility findings", async ({ page }) => {
  const manager = await createAccount("A11w", "MANAGER");
  const tag = `${Date.now().toString(36)}${test.info().project.name}`;
  const save = async (field: string, type: string, input: Record<string, unknown>) =>
    (await gql<Record<string, { id: string }>>(`mutation($in: ${type}!) { ${field}(input: $in) { id } }`, { in: input }, manager.token))[field].id;
  const location = await save("saveLocation", "LocationInput", { name: `A11y site ${tag}` });
  const shiftType = await save("saveShiftType", "ShiftTypeInput", { name: `A11y late ${tag}`, locationId: location, startTime: "14:00", endTime: "22:00" });
  await save("saveStaffingRequirement", "StaffingRequirementInput", { locationId: location, shiftTypeId: shiftType, needed: { friday: 1 } });

  await signInWithToken(page, manager, "/workplace/requirements");
  await page.getByRole("button", { name: `Edit the requirement A11y late ${tag}` }).click();
  const form = page.getByRole("form", { name: `Edit the requirement A11y late ${tag}` });
  await form.getByRole("button", { name: "Add override" }).click();
  await expectNoSeriousFindings(page, "/workplace/requirements with a requirement open");

  await page.goto("/workplace/rules");
  const rules = page.getByRole("region", { name: "New Rule Set" });
  await rules.getByLabel("Shift type to limit").selectOption({ label: `A11y late ${tag}` });
  await rules.getByRole("button", { name: "Add limit" }).click();
  await expect(rules.getByLabel(`Most A11y late ${tag} shifts in a period`)).toBeVisible();
  await expectNoSeriousFindings(page, "/workplace/rules with a shift type limit");
});

// The first-run checklist shows only on a workplace nobody has used: a server of its own.
test("an empty workplace's home screen and its checklist have no serious accessibility findings", async ({ page }) => {
  const w = await startFreshWorkplace(`shiftsched_e2e_a11y_firstrun_${test.info().project.name}`);
  try {
    const boss = await firstManager(w.base);
    await page.goto(`${w.base}/forgot-password`);
    await page.evaluate((t) => localStorage.setItem("token", t), boss.token);
    await page.goto(`${w.base}/dashboard`);
    await expect(page.getByRole("region", { name: "Get your workplace ready" })).toBeVisible();
    await expectNoSeriousFindings(page, "/dashboard (empty workplace)");
  } finally {
    await w.stop();
  }
});
