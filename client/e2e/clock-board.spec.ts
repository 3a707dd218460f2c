// The live board and the time clock settings (issue 29): a manager sees who is on the
// clock and who is late at a location, sets where clocking in counts as on site, the
// clock times and the location's weekly labour budget.
import { expect, test, notice } from "./helpers";
import { freshGql, freshPerson, shiftAround, startFreshWorkplace } from "./fresh-workplace";
import { expectNoSeriousFindings } from "./axe";

test("a manager sees a late person on the live board and sets the location's on-site rule, clock times and budget", async ({ page }) => {
  // Lateness needs shifts running now: a workplace of its own, whose day is UTC's.
  const w = await startFreshWorkplace(`shiftsched_e2e_board_${test.info().project.name}`);
  try {
    const reg = (role: "MANAGER" | "EMPLOYEE", prefix: string) => freshPerson(w.base, role, prefix);
    const boss = await reg("MANAGER", "Bm");
    const ann = await reg("EMPLOYEE", "Bon");
    const cal = await reg("EMPLOYEE", "Blate");
    const loc = await freshGql<{ saveLocation: { id: string } }>(w.base, `mutation { saveLocation(input: {name: "Quay"}) { id } }`, {}, boss.token);
    const locationId = loc.saveLocation.id;
    const { weekStarting, dayKey, startTime, endTime } = shiftAround(60, 360); // an hour in: Cal is late
    await freshGql(
      w.base,
      `mutation($i: PublishScheduleInput!) { publishSchedule(input: $i) { id } }`,
      { i: { weekStarting, shifts: [ann, cal].map((p) => ({ dayKey, userId: p.id, startTime, endTime, locationId })) } },
      boss.token,
    );
    await freshGql(w.base, `mutation { clock(action: CLOCK_IN) { id } }`, {}, ann.token);

    await page.goto(`${w.base}/forgot-password`);
    await page.evaluate((t) => localStorage.setItem("token", t), boss.token);
    await page.goto(`${w.base}/dashboard`);
    await page.getByRole("link", { name: "Live Board" }).first().click();
    await expect(page.getByRole("heading", { name: "Live Board" })).toBeVisible();
    await page.getByLabel("Location").selectOption({ label: "Quay" });
    await expect(page).toHaveURL(new RegExp(`location=${locationId}$`));
    const late = page.getByRole("region", { name: "Late (1)" });
    await expect(late).toContainText(cal.name);
    await expect(page.getByRole("region", { name: "On the clock (1)" })).toContainText(ann.name);
    await expectNoSeriousFindings(page, "the live board");

    // The board asks again by itself: Cal clocks in and leaves the late group.
    await freshGql(w.base, `mutation { clock(action: CLOCK_IN) { id } }`, {}, cal.token);
    await expect(page.getByRole("region", { name: "On the clock (2)" })).toContainText(cal.name, { timeout: 30_000 });
    await expect(late).toHaveCount(0);

    await page.getByRole("link", { name: "Time Clock", exact: true }).first().click();
    await expect(page.getByRole("heading", { name: "Time clock settings" })).toBeVisible();
    await page.getByRole("region", { name: "Per location" }).getByLabel("Location").selectOption({ label: "Quay" });
    await page.getByLabel("Late after (minutes after a shift starts)").fill("20");
    await page.getByRole("button", { name: "Save Clock Times" }).click();
    await expect(notice(page, "Saved the time clock settings.")).toBeVisible();

    await page.getByLabel("Latitude").fill("52.52");
    await page.getByLabel("Longitude").fill("13.405");
    await page.getByLabel("Radius (metres)").fill("150");
    await page.getByLabel("Network addresses").fill("203.0.113.0/24");
    await page.getByRole("button", { name: "Save On-Site Rule" }).click();
    await expect(notice(page, "Saved where clocking in counts as on site.")).toBeVisible();

    await page.getByLabel("Budget per week").fill("lots");
    await page.getByRole("button", { name: "Save Budget" }).click();
    await expect(page.getByRole("alert")).toHaveText("Give the budget as an amount such as 2500 or 2500.50.");
    await page.getByLabel("Budget per week").fill("2500.50");
    await page.getByRole("button", { name: "Save Budget" }).click();
    await expect(notice(page, "Set the weekly labour budget to 2500.50.")).toBeVisible();
    await expectNoSeriousFindings(page, "the time clock and its settings");

    const saved = await freshGql<{
      timeClockSettings: { lateAfterMinutes: number };
      clockRule: { latitude: number; radiusMetres: number; networks: string[] };
      labourBudget: number;
    }>(
      w.base,
      `query($l: ID!) { timeClockSettings { lateAfterMinutes } clockRule(locationId: $l) { latitude radiusMetres networks } labourBudget(locationId: $l) }`,
      { l: locationId },
      boss.token,
    );
    expect(saved).toEqual({
      timeClockSettings: { lateAfterMinutes: 20 },
      clockRule: { latitude: 52.52, radiusMetres: 150, networks: ["203.0.113.0/24"] },
      labourBudget: 250050,
    });
  } finally {
    await w.stop();
  }
});
