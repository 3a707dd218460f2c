import { expect, test } from "./helpers";
import { addDays, todayLocal, weekStart } from "../src/lib/dates";
import { firstManager, freshGql, freshPerson, startFreshWorkplace, type FreshWorkplace } from "./fresh-workplace";

// The settings are the workplace's own, so this runs on a workplace of its own: a new
// time zone or currency on the suite's shared one would change every other test's today
// and money.
let w: FreshWorkplace;
test.beforeAll(async () => {
  w = await startFreshWorkplace(`shiftsched_e2e_settings_${test.info().project.name}`);
});
test.afterAll(async () => {
  await w?.stop();
});

test("a manager names the workplace and sets its time zone and currency; digests, the editor's labour cost and the payroll follow", async ({ page }) => {
  const boss = await firstManager(w.base);
  const ann = await freshPerson(w.base, "EMPLOYEE", "Setann");
  // Ann earns 20.00 an hour and works next Friday, 09:00-17:00: 160.00 that day.
  await freshGql(w.base, `mutation($in: PersonWorkplaceInput!) { setPersonWorkplace(input: $in) { userId } }`,
    { in: { userId: ann.id, positions: [], locationIds: [], hourlyRateCents: 2000 } }, boss.token);
  const friday = addDays(weekStart(todayLocal(), "FRIDAY"), 7);
  await freshGql(w.base, `mutation($in: PublishScheduleInput!) { publishSchedule(input: $in) { id } }`,
    { in: { weekStarting: friday, shifts: [{ dayKey: "FRIDAY", userId: ann.id, startTime: "09:00", endTime: "17:00" }] } }, boss.token);

  await page.goto(`${w.base}/icon-192.png`);
  await page.evaluate((t) => localStorage.setItem("token", t), boss.token);
  await page.goto(`${w.base}/workplace?section=general`);
  const form = page.getByRole("form", { name: "Name, time zone and currency" });
  await expect(form.getByLabel("Workplace name")).toHaveValue("");
  await expect(form.getByLabel("Currency")).toHaveValue("USD");
  await form.getByLabel("Workplace name").fill("  Café   Lumen ");
  await form.getByLabel("Time zone").selectOption("Europe/Berlin");
  await form.getByLabel("Currency").selectOption({ label: "EUR · Euro" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Workplace saved.")).toBeVisible();
  // What was saved, as the server keeps it: the name tidied.
  await expect(form.getByLabel("Workplace name")).toHaveValue("Café Lumen");

  // The whole app reads it: on the next load, the profile's digest time names the zone,
  // and the editor's labour cost is in euros.
  await page.goto(`${w.base}/profile`);
  await expect(page.getByText("Daily digest time (Europe/Berlin)")).toBeVisible();
  await page.goto(`${w.base}/schedule?week=${friday}`);
  const cost = page.getByRole("row", { name: /^Labour cost/ });
  await expect(cost.getByRole("cell").filter({ hasText: "160.00" })).toHaveText("€160.00");

  const { payroll } = await freshGql<{ payroll: { currency: string } }>(w.base, `query($d: Date!) { payroll(date: $d) { currency } }`, { d: friday }, boss.token);
  expect(payroll.currency).toBe("EUR");
  const { workplaceSettings } = await freshGql<{ workplaceSettings: { name: string; timeZone: string } }>(
    w.base, `{ workplaceSettings { name timeZone } }`, {}, ann.token);
  expect(workplaceSettings).toEqual({ name: "Café Lumen", timeZone: "Europe/Berlin" });
});
