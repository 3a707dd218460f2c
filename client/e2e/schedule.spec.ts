import { expectNoFindings } from "./axe";
import { expect, test } from "./helpers";
import type { Browser, Page } from "@playwright/test";
import { addDays, parseYmd, todayLocal, weekStart } from "../src/lib/dates";
import { formatDate, formatRange } from "../src/lib/i18n-format";
import { createAccount, answer, fridayAhead, goInApp, gql, publishWeek, signInWithToken } from "./helpers";

// Each test publishes its own week, so tests running side by side never replace
// each other's schedules.
test("a manager builds a week in the Schedule Uploader, publishes it, edits it, and the editor's grid shows it", async ({ page }) => {
  const friday = fridayAhead(1);
  const manager = await createAccount("Mgr", "MANAGER");
  const ann = await createAccount("Ann");
  const ben = await createAccount("Ben");

  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  await expect(page.getByRole("heading", { name: "Weekly Schedule" })).toBeVisible();
  await expect(page.getByText("No schedule has been uploaded for this week.")).toBeVisible();
  // One schedule view for managers: the editor is the week, with the uploader a view of it.
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  await expect(grid).toBeVisible();
  await expect(page.getByRole("region", { name: "Week schedule" })).toHaveCount(0);
  const uploaderView = editor.getByRole("button", { name: "Uploader", exact: true });
  await uploaderView.click();
  await expect(uploaderView).toHaveAttribute("aria-pressed", "true");
  const uploader = editor.getByRole("region", { name: "Schedule Uploader" });

  await uploader.getByRole("button", { name: "Add Shift on Friday" }).click();
  await uploader.getByLabel("Friday shift 1 Employee").selectOption({ label: ann.name });
  await expect(uploader.getByLabel("Friday shift 1 Start")).toHaveValue("09:00");
  await expect(uploader.getByLabel("Friday shift 1 End")).toHaveValue("17:00");
  await uploader.getByRole("button", { name: "Add Shift on Saturday" }).click();
  await uploader.getByLabel("Saturday shift 1 Employee").selectOption({ label: ben.name });
  await uploader.getByLabel("Saturday shift 1 Start").fill("13:30");
  await uploader.getByLabel("Saturday shift 1 End").fill("21:30");
  await uploader.getByRole("button", { name: "Add Shift on Sunday" }).click();
  await uploader.getByRole("button", { name: "Remove Sunday shift 1" }).click();
  await expect(uploader.getByLabel("Sunday shift 1 Employee")).toHaveCount(0);
  // The uploader has no Publish of its own: the editor's Publish… publishes its draft.
  await expect(uploader.getByRole("button", { name: /Publish/ })).toHaveCount(0);
  await expect(uploader.getByText("2 shifts in this week")).toBeVisible();
  await publishFromEditor(page);

  await editor.getByRole("button", { name: "Grid", exact: true }).click();
  await expect(grid.getByRole("button", { name: `${ann.name}, Friday 9:00 AM - 5:00 PM`, exact: true })).toBeVisible();
  await expect(grid.getByRole("button", { name: `${ben.name}, Saturday 1:30 PM - 9:30 PM`, exact: true })).toBeVisible();
  await expect(page.getByText("No schedule has been uploaded for this week.")).toHaveCount(0);

  // Editing starts from the published shifts instead of from nothing.
  await uploaderView.click();
  await expect(uploader.getByLabel("Friday shift 1 Employee")).toHaveValue(ann.id);
  await expect(uploader.getByLabel("Saturday shift 1 Start")).toHaveValue("13:30");
  await uploader.getByRole("button", { name: "Remove Saturday shift 1" }).click();
  await uploader.getByLabel("Friday shift 1 End").fill("15:00");
  await uploader.getByLabel("Friday shift 1 End").blur();
  await expect(uploader.getByLabel("Saturday shift 1 Employee")).toHaveCount(0);
  await editor.getByRole("button", { name: "Grid", exact: true }).click();
  await expect(grid.getByRole("button", { name: `${ann.name}, Friday 9:00 AM - 3:00 PM (changed)` })).toBeVisible();
  await publishFromEditor(page);
  await expect(grid.getByRole("button", { name: `${ann.name}, Friday 9:00 AM - 3:00 PM`, exact: true })).toBeVisible();
  await expect(grid.getByRole("button", { name: new RegExp(`^${ben.name},`) })).toHaveCount(0);

  // Another week starts empty, and the uploader's day lists with it.
  await page.getByRole("button", { name: "Next Week" }).click();
  await expect(page).toHaveURL(new RegExp(`week=${addDays(friday, 7)}`));
  await expect(grid.getByRole("button", { name: new RegExp(`^${ann.name},`) })).toHaveCount(0);
  await page.getByRole("button", { name: "Previous Week" }).click();
  await expect(grid.getByRole("button", { name: `${ann.name}, Friday 9:00 AM - 3:00 PM`, exact: true })).toBeVisible();
});

// The uploader reads the week when it opens; a shift removed before that answer arrives
// stays removed: the edit waits for the answer rather than being overwritten by it.
test("a shift removed in the Uploader while the week is still being read stays removed", async ({ page }) => {
  const friday = fridayAhead(70);
  const manager = await createAccount("Mgs", "MANAGER");
  const ann = await createAccount("Anns");
  const ben = await createAccount("Bens");
  await publishWeek(manager, friday, [
    ["FRIDAY", ann.id, "09:00", "17:00"],
    ["SATURDAY", ben.id, "10:00", "18:00"],
  ]);
  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  await expect(grid.getByRole("button", { name: `${ben.name}, Saturday 10:00 AM - 6:00 PM`, exact: true })).toBeVisible();

  // From now on the week's answer comes two seconds after the server gave it, as on a
  // slow connection: it leaves before the removal and arrives after it.
  let delivered = 0;
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== "ScheduleEditor") return route.fallback();
    const response = await route.fetch();
    await new Promise((r) => setTimeout(r, 2_000));
    await route.fulfill({ response });
    delivered++;
  });
  await editor.getByRole("button", { name: "Uploader", exact: true }).click();
  const uploader = editor.getByRole("region", { name: "Schedule Uploader" });
  await uploader.getByRole("button", { name: "Remove Saturday shift 1" }).click();
  await expect.poll(() => delivered).toBeGreaterThan(0);
  await expect(uploader.getByLabel("Saturday shift 1 Employee")).toHaveCount(0);
  await expect(uploader.getByText("1 shift in this week")).toBeVisible();
  const saved = await gql<{ weekDraft: { shifts: { userId: string; status: string }[] } }>(
    `query($w: Date!) { weekDraft(weekStarting: $w) { shifts { userId status } } }`,
    { w: friday },
    manager.token,
  );
  expect(saved.weekDraft.shifts.find((s) => s.userId === ben.id)?.status).toBe("REMOVED");
  expect(saved.weekDraft.shifts.find((s) => s.userId === ann.id)?.status).not.toBe("REMOVED");
});

test("an employee's week and month, and the manager's month, show a published week", async ({ page, browser }) => {
  const friday = fridayAhead(56);
  const manager = await createAccount("Mgv", "MANAGER");
  const ann = await createAccount("Annv");
  const ben = await createAccount("Benv");
  await publishWeek(manager, friday, [["FRIDAY", ann.id, "09:00", "15:00"]]);

  // An employee's week shows the published schedule read-only.
  const annPage = await (await browser.newContext()).newPage();
  await signInWithToken(annPage, ann, `/schedule?week=${friday}`);
  const table = annPage.getByRole("region", { name: "Week schedule" });
  await expect(table.getByRole("button", { name: `${ann.name} 9:00 AM - 3:00 PM` })).toBeVisible();
  await expect(table.getByRole("button", { name: new RegExp(ben.name) })).toHaveCount(0);
  await expect(annPage.getByRole("region", { name: "Schedule Editor", exact: true })).toHaveCount(0);
  // Her month's day cell shows the times compact beside her name, the tooltip in full.
  const { year, month } = parseYmd(friday);
  const monthPath = `/monthly-schedule?month=${year}-${String(month).padStart(2, "0")}`;
  await goInApp(annPage, monthPath);
  await expect(annPage.getByRole("table").getByTitle(`${ann.name}: 9:00 AM - 3:00 PM`)).toContainText("9a\u20133p");
  await annPage.context().close();

  // The month view counts the day's shifts; opening the day shows the shift with its
  // times in a tooltip.
  await signInWithToken(page, manager, monthPath);
  const count = page.getByRole("button", { name: `1 shift on ${formatDate(friday)}` });
  await count.click();
  await expect(count).toHaveAttribute("aria-expanded", "true");
  const day = page.getByRole("region", { name: `Shifts on ${formatDate(friday)}` });
  await expect(day.getByTitle(`${ann.name}: 9:00 AM - 3:00 PM`)).toBeVisible();
  await day.getByRole("button", { name: "Close" }).click();
  await expect(day).toHaveCount(0);
});

test("Publish… in the Uploader includes a time just typed, in its dry run and in what it publishes", async ({ page }) => {
  const friday = fridayAhead(55);
  const manager = await createAccount("Upm", "MANAGER");
  const ann = await createAccount("Uann");
  await publishWeek(manager, friday, [["FRIDAY", ann.id, "09:00", "17:00"]]);
  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  await editor.getByRole("button", { name: "Uploader", exact: true }).click();
  const uploader = editor.getByRole("region", { name: "Schedule Uploader" });
  await expect(uploader.getByLabel("Friday shift 1 Employee")).toHaveValue(ann.id);

  // Typed, never left: the time is saved only when its field is left.
  await uploader.getByLabel("Friday shift 1 End").fill("15:00");
  await editor.getByRole("button", { name: "Publish…" }).click();
  const dialog = editor.getByRole("dialog");
  // The notices are one line; each person's unfolds under it.
  await dialog.getByText("Who is told what").click();
  await expect(dialog.getByRole("list", { name: "Changes" }).getByRole("listitem").filter({ hasText: ann.name })).toContainText(
    "now Fri 9:00 AM\u20133:00 PM",
  );
  await dialog.getByRole("button", { name: "Publish now" }).click();
  await expect(editor.getByText("Published", { exact: true })).toBeVisible();
  await editor.getByRole("button", { name: "Grid", exact: true }).click();
  await expect(editor.getByRole("button", { name: `${ann.name}, Friday 9:00 AM - 3:00 PM`, exact: true })).toBeVisible();
});

/** Publishes the week's draft through the editor's Publish… dialog. */
async function publishFromEditor(page: Page) {
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  await editor.getByRole("button", { name: "Publish…" }).click();
  await editor.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
  await expect(editor.getByText(/^Schedule uploaded successfully! \d+ (person|people) notified\.$/)).toBeVisible();
  await expect(editor.getByText("Published", { exact: true })).toBeVisible();
}

test("a manager adds, edits and deletes an event from a day's header, with the title check", async ({ page }) => {
  const friday = fridayAhead(2);
  const saturday = addDays(friday, 1);
  const manager = await createAccount("Evm", "MANAGER");
  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const header = editor.getByRole("columnheader", { name: /^Saturday/ });
  await header.getByRole("button", { name: `+ Event on ${formatDate(saturday)}` }).click();
  const panel = page.getByRole("dialog", { name: `Event Manager: ${formatDate(saturday)}` });
  await expect(panel.getByLabel("Event title")).toBeFocused();
  await expect(panel.getByLabel("Event date")).toHaveValue(saturday);

  await panel.getByRole("button", { name: "Add Event" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Please enter a title for the event.");

  const title = `All hands ${Date.now()}`;
  await panel.getByLabel("Event title").fill(title);
  await panel.getByLabel("Event type").selectOption({ label: "Mandatory" });
  await panel.getByRole("button", { name: "Add Event" }).click();
  await expect(panel.getByRole("listitem").filter({ hasText: title })).toBeVisible();
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toHaveCount(0);

  const firstTag = header.getByText(title);
  await expect(firstTag).toBeVisible();
  await expect(firstTag).toHaveClass(/event-tag--mandatory/);
  // Events show even though no schedule was published for this week.
  await expect(page.getByText("No schedule has been uploaded for this week.")).toBeVisible();

  // Editing keeps the rule of adding (a title), with the error beside the form.
  await header.getByRole("button", { name: `Events… on ${formatDate(saturday)}` }).click();
  const edit = panel.getByRole("button", { name: new RegExp(`Edit event ${title}`) });
  await edit.click();
  const form = panel.getByRole("form", { name: `Edit event ${title}` });
  await expect(form.getByLabel("Title")).toBeFocused();
  await form.getByLabel("Title").fill(" ");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please enter a title for the event.");
  await expectNoFindings(page, "a day's events", ".day-events__dialog");
  const renamed = `${title} (moved to noon)`;
  await form.getByLabel("Title").fill(renamed);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toHaveCount(0);
  await expect(panel.getByRole("button", { name: `Edit event ${renamed} on ${formatDate(saturday)}` })).toBeFocused();
  await panel.getByRole("button", { name: "Close" }).click();
  const tag = header.getByText(renamed);
  await expect(tag).toBeVisible();
  await expect(tag).toHaveClass(/event-tag--mandatory/);

  await header.getByRole("button", { name: `Events… on ${formatDate(saturday)}` }).click();
  const item = panel.getByRole("listitem").filter({ hasText: renamed });
  const del = panel.getByRole("button", { name: `Delete event ${renamed} on ${formatDate(saturday)}` });
  await del.click();
  await answer(page, "Are you sure you want to delete this event?", "Cancel");
  await expect(item).toBeVisible();

  await del.click();
  await answer(page, "Are you sure you want to delete this event?", "Delete event");
  await expect(item).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(tag).toHaveCount(0);
});

test("the month calendar navigates and shows a Sunday-first grid (the shared workplace's weeks start on Friday, the default)", async ({ page }) => {
  const someone = await createAccount("Cal");
  await signInWithToken(page, someone, "/monthly-schedule?month=2026-11");
  await expect(page.getByRole("heading", { name: "November 2026" })).toBeVisible();
  const headers = page.getByRole("columnheader");
  await expect(headers.first()).toHaveText("Sun");
  await expect(headers.last()).toHaveText("Sat");
  await page.getByRole("button", { name: "Next Month" }).click();
  await expect(page.getByRole("heading", { name: "December 2026" })).toBeVisible();
  await page.getByRole("button", { name: "Next Month" }).click();
  await expect(page.getByRole("heading", { name: "January 2027" })).toBeVisible();
  await page.getByRole("button", { name: "Previous Month" }).click();
  await page.getByRole("button", { name: "Previous Month" }).click();
  await expect(page.getByRole("heading", { name: "November 2026" })).toBeVisible();
});

// Two time zones a test, each test on its own week: four sign-ins in one test ran close
// to the time limit on a busy machine.
test("browsers in time zones ahead of the workplace see shifts on the same days", async ({ browser }) => {
  await seeShiftsOnTheirDays(browser, fridayAhead(7), ["Australia/Sydney", "Pacific/Kiritimati"]);
});

test("browsers in time zones behind the workplace see shifts on the same days", async ({ browser }) => {
  await seeShiftsOnTheirDays(browser, fridayAhead(58), ["America/Los_Angeles", "Pacific/Pago_Pago"]);
});

/** Publishes an overnight and an early shift in the week of friday and checks that an
 * employee's week shows each under its own day in every one of the time zones. */
async function seeShiftsOnTheirDays(browser: Browser, friday: string, timezones: string[]) {
  const manager = await createAccount("Tzm", "MANAGER");
  const emp = await createAccount("Tze");
  await publishWeek(manager, friday, [
    ["SATURDAY", emp.id, "23:00", "07:00"],
    ["THURSDAY", emp.id, "00:30", "08:30"],
  ]);
  for (const timezoneId of timezones) {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    await signInWithToken(page, emp, `/schedule?week=${friday}`);
    await expect(page.getByRole("heading", { name: formatRange(friday, addDays(friday, 6)) })).toBeVisible();
    const table = page.getByRole("region", { name: "Week schedule" });
    for (const [name, day] of [
      [`${emp.name} 11:00 PM - 7:00 AM`, "Saturday"],
      [`${emp.name} 12:30 AM - 8:30 AM`, "Thursday"],
    ]) {
      const shift = table.getByRole("button", { name });
      await expect(shift).toBeVisible();
      const column = await shift.evaluate((el) => {
        const cell = el.closest("td")!;
        const header = cell.closest("table")!.querySelectorAll("thead th")[cell.cellIndex];
        return header.querySelector(".week-table__day")!.textContent;
      });
      expect(column, `${name} in ${timezoneId}`).toBe(day);
    }
    await context.close();
  }
}

test("the uploader marks people with approved time off as unavailable that day", async ({ page }) => {
  const friday = fridayAhead(10);
  const sunday = addDays(friday, 2);
  const manager = await createAccount("Ptu", "MANAGER");
  const off = await createAccount("Offday");
  // Someone else works that Sunday: with no one available the uploader adds no shift to
  // pick from (it passed only after other tests left people behind).
  await createAccount("Onduty");
  const req = await gql<{ requestTimeOff: { id: string } }>(`mutation($d: Date!) { requestTimeOff(date: $d, reason: "Wedding") { id } }`,
    { d: sunday },
    off.token,
  );
  await gql(`mutation($id: ID!) { respondToTimeOff(id: $id, decision: APPROVE) { id } }`, { id: req.requestTimeOff.id }, manager.token);

  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  await page.getByRole("button", { name: "Uploader", exact: true }).click();
  await page.getByRole("button", { name: "Add Shift on Sunday" }).click();
  const sundayPick = page.getByLabel("Sunday shift 1 Employee");
  await expect(sundayPick.getByRole("option", { name: `${off.name} (time off)` })).toBeDisabled();
  await expect(sundayPick).not.toHaveValue(off.id);
  // The day before, the same person can be scheduled.
  await page.getByRole("button", { name: "Add Shift on Saturday" }).click();
  const saturdayPick = page.getByLabel("Saturday shift 1 Employee");
  await expect(saturdayPick.getByRole("option", { name: off.name, exact: true })).toBeEnabled();
});

test("the monthly schedule offers to jump to my next week with shifts when this week has none", async ({ page }) => {
  // The third week from now is this test's (playwright.config.ts): within the 12 weeks the offer looks at.
  const friday = addDays(weekStart(todayLocal(), "FRIDAY"), 21);
  const manager = await createAccount("Mjm", "MANAGER");
  const emp = await createAccount("Mje");
  await publishWeek(manager, friday, [["TUESDAY", emp.id, "08:00", "12:00"]]);
  await signInWithToken(page, emp, "/monthly-schedule");
  await expect(page.getByRole("status").filter({ hasText: "You have no shifts this week." })).toContainText(
    `Your next shift is on ${formatDate(addDays(friday, 4))}.`,
  );
  await page.getByRole("button", { name: `Go to the week of ${formatDate(friday)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule\\?week=${friday}$`));
  await expect(page.getByRole("button", { name: `${emp.name} 8:00 AM - 12:00 PM` })).toBeVisible();

  // Another month gets no offer: it is about the current week.
  const { year, month } = parseYmd(addDays(todayLocal(), 40));
  await page.goto(`/monthly-schedule?month=${year}-${String(month).padStart(2, "0")}`);
  await expect(page.getByRole("heading", { name: "Monthly Schedule" })).toBeVisible();
  await expect(page.getByText("You have no shifts this week.")).toHaveCount(0);
});

test("the acknowledgement banner is in place when the week shows, so the week never moves down", async ({ page }) => {
  const friday = fridayAhead(27);
  const manager = await createAccount("Ackm", "MANAGER");
  const ann = await createAccount("Acka");
  await publishWeek(manager, friday, [["FRIDAY", ann.id, "09:00", "17:00"]]);
  // Every layout shift, with whether it moved the week's grid or the hint above it.
  await page.addInitScript(() => {
    const w = window as unknown as { weekMoves: number[] };
    w.weekMoves = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const week = document.querySelector('[aria-label="Week schedule"]');
        const hint = document.querySelector(".schedule-page__hint");
        if (e.sources.some((s) => s.node && (s.node === hint || week?.contains(s.node)))) w.weekMoves.push(e.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await signInWithToken(page, ann, `/schedule?week=${friday}`);
  await expect(page.getByText("Your shifts for this week are new or have changed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Week schedule" }).getByRole("button", { name: /Acka/ })).toBeVisible();
  // Shifts are reported after the frame that drew them: two frames on, all are in.
  const moves = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { weekMoves: number[] }).weekMoves))),
      ),
  );
  expect(moves).toEqual([]);
});
