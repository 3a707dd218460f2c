import { expect, test, logout } from "./helpers";
import { type Page } from "@playwright/test";
import { addDays, todayLocal, weekStart, DAY_KEYS } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { createAccount, notice, fridayAhead, gql, login, publishWeek, signInWithToken } from "./helpers";
import { givePositions, makeLocation, makePosition, workplaceTag } from "./workplace-fixtures";

// Runs at 1280 px (desktop project) and 390 px (phone project). The next two weeks are
// left to these tests (playwright.config.ts): desktop publishes the week of tomorrow,
// phone the week after, each with a shift no more than eight days ahead.
function nearShift(): { friday: string; date: string; dayKey: string } {
  const tomorrow = addDays(todayLocal(), 1);
  if (test.info().project.name === "phone") {
    const friday = addDays(weekStart(tomorrow, "FRIDAY"), 7);
    return { friday, date: friday, dayKey: "FRIDAY" };
  }
  const friday = weekStart(tomorrow, "FRIDAY");
  const index = Math.round((Date.parse(tomorrow) - Date.parse(friday)) / 86400000);
  return { friday, date: tomorrow, dayKey: DAY_KEYS[index] };
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe("with the service worker", () => {
  // It serves the app offline (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: "allow" });

  test("an employee sees the next shift on the home screen, offline too, and logout clears the copy", async ({ page, context }) => {
    const manager = await createAccount("Homem", "MANAGER");
    const emp = await createAccount("Homee");
    const mate = await createAccount("Homec");
    const { friday, date, dayKey } = nearShift();
    await publishWeek(manager, friday, [
      [dayKey, emp.id, "09:00", "17:00"],
      [dayKey, mate.id, "12:00", "20:00"],
    ]);

    // Signing in through the form lands on the home screen: no navigating to find the shift.
    await login(page, emp);
    const upcoming = page.getByRole("region", { name: "My upcoming shifts" });
    await expect(upcoming.getByText("Next shift")).toBeVisible();
    await expect(upcoming.getByText(`${formatDate(date)}, 9:00 AM - 5:00 PM`)).toBeVisible();
    await expect(upcoming.getByText(`Also working: ${mate.name}`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Unread notifications" })).toBeVisible();
    await noSidewaysScroll(page);

    // Offline: the service worker serves the app, the user's copy the shifts.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toContainText("may be out of date");
    await expect(upcoming.getByText(`${formatDate(date)}, 9:00 AM - 5:00 PM`)).toBeVisible();

    await context.setOffline(false);
    await page.reload();
    await expect(upcoming.getByText("Next shift")).toBeVisible();
    await logout(page);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("shiftsched.offline"))).toBeNull();
    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await expect(page.getByText("9:00 AM - 5:00 PM")).toHaveCount(0);
    await context.setOffline(false);
  });
});

test("a manager approves a time-off request from the home screen", async ({ page }) => {
  const manager = await createAccount("Hmgr", "MANAGER");
  const emp = await createAccount("Hreq");
  const day = addDays(fridayAhead(15), 2);
  // A workplace that has published a week: a new one shows the first-run checklist in
  // place of this week's coverage.
  await publishWeek(manager, fridayAhead(15), [["MONDAY", emp.id, "09:00", "17:00"]]);
  await gql(`mutation($d: Date!) { requestTimeOff(date: $d, reason: "Dentist") { id } }`, { d: day }, emp.token);

  await signInWithToken(page, manager, "/dashboard");
  const panel = page.getByRole("region", { name: "Manager Panel" });
  await expect(panel.getByText(`${emp.name} asks for time off on ${formatDate(day)}`)).toBeVisible();
  await expect(panel.getByRole("list", { name: "Shifts per day this week" }).getByRole("listitem")).toHaveCount(7);
  await panel.getByRole("button", { name: `Approve ${emp.name} on ${formatDate(day)}` }).click();
  await expect(panel.getByText(`${emp.name} asks for time off`)).toHaveCount(0);
  const mine = await gql<{ myTimeOffRequests: { date: string; status: string }[] }>(
    `{ myTimeOffRequests { date status } }`,
    {},
    emp.token,
  );
  expect(mine.myTimeOffRequests.find((r) => r.date === day)?.status).toBe("APPROVED");
  await noSidewaysScroll(page);
});

test("the weekly schedule offers to jump to my next week with shifts", async ({ page }) => {
  const friday = fridayAhead(16);
  const manager = await createAccount("Hjm", "MANAGER");
  const emp = await createAccount("Hje");
  await publishWeek(manager, friday, [["SUNDAY", emp.id, "08:00", "12:00"]]);
  await signInWithToken(page, emp, `/schedule?week=${addDays(friday, -14)}`);
  const jump = page.getByRole("button", { name: `Go to the week of ${formatDate(friday)}` });
  await expect(jump).toBeVisible();
  await jump.click();
  await expect(page).toHaveURL(new RegExp(`week=${friday}`));
  await expect(page.getByRole("button", { name: `${emp.name} 8:00 AM - 12:00 PM` })).toBeVisible();
});

test("nothing scrolls sideways at 360 px, and the phone schedule is an agenda", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "phone widths only");
  await page.setViewportSize({ width: 360, height: 740 });
  const friday = fridayAhead(17);
  const manager = await createAccount("Hnm", "MANAGER");
  const emp = await createAccount("Hne");
  const mate = await createAccount("Hnc");
  await publishWeek(manager, friday, [
    ["MONDAY", mate.id, "06:00", "10:00"],
    ["MONDAY", emp.id, "14:00", "22:00"],
  ]);
  for (const who of [emp, manager]) {
    await signInWithToken(page, who, "/dashboard");
    await expect(page.getByRole("heading", { name: `Welcome, ${who.name}!` })).toBeVisible();
    await expect(page.getByRole("region", { name: "My upcoming shifts" })).toBeVisible();
    await noSidewaysScroll(page);
  }
  await signInWithToken(page, emp, `/schedule?week=${friday}`);
  const agenda = page.getByRole("list", { name: "Week schedule" });
  const monday = agenda.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Monday/ }) });
  // Mine first, then colleagues', each a 44 px touch target.
  const buttons = monday.getByRole("button");
  await expect(buttons.first()).toHaveAccessibleName(`${emp.name} 2:00 PM - 10:00 PM`);
  await expect(buttons.nth(1)).toHaveAccessibleName(`${mate.name} 6:00 AM - 10:00 AM`);
  expect((await buttons.first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await noSidewaysScroll(page);
});

test("on a phone, a swap is proposed from the agenda", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "phone widths only");
  const friday = fridayAhead(18);
  const manager = await createAccount("Hsm", "MANAGER");
  const amy = await createAccount("Hsa");
  const bo = await createAccount("Hsb");
  await publishWeek(manager, friday, [
    ["FRIDAY", amy.id, "09:00", "17:00"],
    ["SATURDAY", bo.id, "10:00", "18:00"],
  ]);
  await signInWithToken(page, amy, `/schedule?week=${friday}`);
  const agenda = page.getByRole("list", { name: "Week schedule" });
  const mine = agenda.getByRole("button", { name: `${amy.name} 9:00 AM - 5:00 PM` });
  await mine.click();
  await expect(mine).toHaveAttribute("aria-pressed", "true");
  await agenda.getByRole("button", { name: `${bo.name} 10:00 AM - 6:00 PM` }).click();
  await page.getByRole("dialog", { name: `Request a swap with ${bo.name}?` }).getByRole("button", { name: "Request swap" }).click();
  await expect(notice(page, 'Swap request submitted! You can check its status on the "Shift Swaps" page.')).toBeVisible();
  await expect(page).toHaveURL(/\/swaps$/);
});

test("a manager approves an accepted swap from the home screen, with the swaps screen's rules and messages", async ({ page }) => {
  const friday = fridayAhead(25);
  const manager = await createAccount("Hwm", "MANAGER");
  const other = await createAccount("Hwo", "MANAGER");
  const amy = await createAccount("Hwa");
  const bo = await createAccount("Hwb");
  const cy = await createAccount("Hwc");
  await publishWeek(manager, friday, [
    ["FRIDAY", amy.id, "09:00", "17:00"],
    ["SATURDAY", bo.id, "10:00", "18:00"],
    ["SUNDAY", cy.id, "11:00", "19:00"],
    ["MONDAY", amy.id, "09:00", "13:00"],
  ]);
  const shifts = await gql<{ shifts: { id: string; userId: string; dayKey: string }[] }>(
    `query($f: Date!, $t: Date!) { shifts(from: $f, to: $t) { id userId dayKey } }`,
    { f: friday, t: addDays(friday, 6) },
    manager.token,
  );
  const shift = (userId: string, dayKey: string) => shifts.shifts.find((s) => s.userId === userId && s.dayKey === dayKey)!.id;
  // A swap the colleague accepted.
  const accepted = async (mine: string, target: typeof bo, theirs: string) => {
    const s = await gql<{ requestSwap: { id: string } }>(
      `mutation($a: ID!, $b: ID!) { requestSwap(shiftId: $a, targetShiftId: $b) { id } }`,
      { a: mine, b: theirs },
      amy.token,
    );
    await gql(`mutation($id: ID!) { respondToSwap(id: $id, answer: ACCEPT) { id } }`, { id: s.requestSwap.id }, target.token);
    return s.requestSwap.id;
  };
  const withBo = await accepted(shift(amy.id, "FRIDAY"), bo, shift(bo.id, "SATURDAY"));
  await accepted(shift(amy.id, "MONDAY"), cy, shift(cy.id, "SUNDAY"));

  await signInWithToken(page, manager, "/dashboard");
  const panel = page.getByRole("region", { name: "Manager Panel" });
  const todo = panel.getByRole("list", { name: "Requests waiting for you" });
  await expect(todo.getByText(`${amy.name} and ${bo.name} want to swap`)).toBeVisible();
  await expect(todo.getByText(`${amy.name} and ${cy.name} want to swap`)).toBeVisible();

  // Another manager denies the swap with Bo meanwhile: approving it here is refused with
  // the message the swaps screen shows, and the list drops it.
  await gql(`mutation($id: ID!) { decideSwap(id: $id, decision: DENY) { id } }`, { id: withBo }, other.token);
  await panel.getByRole("button", { name: `Approve swap of ${amy.name} with ${bo.name}` }).click();
  await expect(notice(page, "Request not found or not pending manager approval.", "assertive")).toBeVisible();
  await expect(todo.getByText(`${amy.name} and ${bo.name} want to swap`)).toHaveCount(0);

  // The swap with Cy is approved in place: it leaves the list and the shifts change hands.
  await panel.getByRole("button", { name: `Approve swap of ${amy.name} with ${cy.name}` }).click();
  await expect(todo.getByText(`${amy.name} and ${cy.name} want to swap`)).toHaveCount(0);
  const after = await gql<{ shifts: { id: string; userId: string }[] }>(
    `query($f: Date!, $t: Date!) { shifts(from: $f, to: $t) { id userId } }`,
    { f: friday, t: addDays(friday, 6) },
    manager.token,
  );
  const owner = (id: string) => after.shifts.find((s) => s.id === id)?.userId;
  expect(owner(shift(amy.id, "MONDAY"))).toBe(cy.id);
  expect(owner(shift(cy.id, "SUNDAY"))).toBe(amy.id);
  expect(owner(shift(amy.id, "FRIDAY"))).toBe(amy.id);
  await noSidewaysScroll(page);
});

test("a manager's to-do says what a claimed shift is and where: its position and location", async ({ page }) => {
  const friday = fridayAhead(69);
  const manager = await createAccount("Hcm", "MANAGER");
  const emp = await createAccount("Hce");
  const tag = workplaceTag();
  const quay = await makeLocation(manager, `Quay ${tag}`);
  const cook = await makePosition(manager, `Cook ${tag}`, "#aa3300");
  await givePositions(manager, emp.id, [cook], [quay]);
  await publishWeek(manager, friday, [["FRIDAY", emp.id, "09:00", "17:00", quay]]);
  const open = await gql<{ postOpenShift: { id: string } }>(
    `mutation($in: OpenShiftInput!) { postOpenShift(input: $in) { id } }`,
    { in: { date: addDays(friday, 1), startTime: "10:00", endTime: "14:00", eligibleUserIds: [emp.id], positionId: cook, locationId: quay } },
    manager.token,
  );
  await gql(`mutation($id: ID!) { claimOpenShift(id: $id) { id } }`, { id: open.postOpenShift.id }, emp.token);

  await signInWithToken(page, manager, "/dashboard");
  const todo = page.getByRole("region", { name: "Manager Panel" }).getByRole("list", { name: "Requests waiting for you" });
  await expect(todo.getByRole("listitem").filter({ hasText: emp.name })).toContainText(`10:00 AM - 2:00 PM · Cook ${tag} · Quay ${tag}`);
});
