// A workplace whose weeks run Monday to Sunday: its owner chooses the first day of the week
// on a new install (it can change only before the first week is scheduled), then builds and
// publishes a week; the editor and the published week both run Monday to Sunday. On a
// workplace of its own: the suite's shared one has weeks, and keeps Friday.
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers";
import { addDays, todayLocal, weekStart } from "../src/lib/dates";
import { firstManager, freshPerson, startFreshWorkplace, type FreshWorkplace } from "./fresh-workplace";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const REFUSED = "The first day of the week can change only before the first week is scheduled: this workplace already has schedules, drafts or open shifts.";

let w: FreshWorkplace;

/** Opens `path` of the fresh workplace signed in with `token`. */
async function signIn(page: Page, token: string, path: string) {
  await page.goto(`${w.base}/icon-192.png`);
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.goto(`${w.base}${path}`);
}

test.beforeAll(async () => {
  w = await startFreshWorkplace(`shiftsched_e2e_weekstart_${test.info().project.name}_${test.info().retry}`);
});
test.afterAll(async () => {
  await w?.stop();
});

test("the owner starts the weeks on Monday; the editor and the published week run Monday to Sunday, and the first day cannot change any more", async ({ page, browser }) => {
  const owner = await firstManager(w.base);
  const ann = await freshPerson(w.base, "EMPLOYEE", "Wkann");
  const monday = addDays(weekStart(todayLocal(), "MONDAY"), 7);

  await signIn(page, owner.token, "/workplace?section=general");
  const form = page.getByRole("form", { name: "Name, time zone and currency" });
  const first = form.getByLabel("First day of the week");
  await expect(first).toHaveValue("FRIDAY");
  await first.selectOption({ label: "Monday" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Workplace saved.")).toBeVisible();
  await expect(first).toHaveValue("MONDAY");

  // The editor's columns run Monday to Sunday; a Sunday shift lands in the last one.
  await page.goto(`${w.base}/schedule?week=${monday}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  await expect(grid.getByRole("columnheader").nth(2)).toContainText(/^Monday/);
  await expect(grid.getByRole("columnheader")).toHaveText([/./, /./, ...DAYS.map((d) => new RegExp(`^${d}`))]);
  await grid.getByRole("button", { name: `Add shift for ${ann.name} on Sunday` }).click();
  const add = editor.getByRole("form", { name: "Add shift" });
  await add.getByLabel("Start").fill("09:00");
  await add.getByLabel("End").fill("17:00");
  await add.getByRole("button", { name: "Save shift" }).click();
  const shift = grid.getByRole("button", { name: `${ann.name}, Sunday 9:00 AM - 5:00 PM (added)` });
  await expect(shift).toBeVisible();
  const annRow = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name: ann.name }) });
  await expect(annRow.getByRole("cell").last().getByRole("button", { name: /Sunday 9:00 AM - 5:00 PM/ })).toBeVisible();

  await editor.getByRole("button", { name: "Publish…" }).click();
  await editor.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
  await expect(editor.getByText(/Schedule uploaded successfully!/)).toBeVisible();

  // Ann's published week: Monday first, her shift under Sunday, the seventh day.
  const annContext = await browser.newContext();
  try {
    const annPage = await annContext.newPage();
    await signIn(annPage, ann.token, `/schedule?week=${monday}`);
    const table = annPage.getByRole("table").filter({ has: annPage.getByRole("columnheader", { name: /^Monday/ }) });
    await expect(table.getByRole("columnheader")).toHaveText([/.*/, ...DAYS.map((d) => new RegExp(`^${d}`))]);
    const shifts = table.getByRole("row").filter({ has: annPage.getByRole("rowheader", { name: "Shifts" }) });
    await expect(shifts.getByRole("cell").last().getByRole("button", { name: `${ann.name} 9:00 AM - 5:00 PM` })).toBeVisible();
    // Her month runs Monday to Sunday too (a Friday workplace's keeps Sunday to Saturday).
    await annPage.getByRole("link", { name: "Monthly Schedule" }).click();
    await expect(annPage.getByRole("columnheader").first()).toHaveText("Mon");
    await expect(annPage.getByRole("columnheader").last()).toHaveText("Sun");
  } finally {
    await annContext.close();
  }

  // Now a week is stored: the server refuses another first day, and the form says why.
  await page.goto(`${w.base}/workplace?section=general`);
  await expect(first).toHaveValue("MONDAY");
  await first.selectOption({ label: "Sunday" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText(REFUSED)).toBeVisible();
});
