// Attendance (issue 42, problem 10): someone clocking in 80 minutes late is flagged
// "Late 80 min" on the board, which opens on all the manager's locations with a filter
// to one; clocking out hours before the shift ends asks why, and the reason is sent.
// On a workplace of its own: today's shifts need today's week.
import { expect, notice, test } from "./helpers";
import { freshGql, freshPerson, shiftAround, startFreshWorkplace } from "./fresh-workplace";

test.use({ timezoneId: "UTC" }); // the fresh server's workplace day is UTC's too

test("the board flags a late clock-in across locations, and an early clock-out asks why", async ({ page }) => {
  const w = await startFreshWorkplace(`shiftsched_e2e_attendance_${test.info().project.name}`);
  try {
    const boss = await freshPerson(w.base, "MANAGER", "Atb");
    const ann = await freshPerson(w.base, "EMPLOYEE", "Ata");
    const ben = await freshPerson(w.base, "EMPLOYEE", "Atc");
    const loc = async (name: string) =>
      (await freshGql<{ saveLocation: { id: string } }>(w.base, `mutation($n: String!) { saveLocation(input: {name: $n}) { id } }`, { n: name }, boss.token))
        .saveLocation.id;
    const quay = await loc("Quay");
    const yard = await loc("Yard");
    // Ann's shift started 80 minutes ago and runs 6 hours more; Ben's, at the Yard, too
    // (whatever the hour: a shift of last night that is over leaves the board).
    const { weekStarting, dayKey, startTime, endTime } = shiftAround(80, 360);
    const shift = { dayKey, startTime, endTime };
    await freshGql(
      w.base,
      `mutation($i: PublishScheduleInput!) { publishSchedule(input: $i) { id } }`,
      {
        i: {
          weekStarting,
          shifts: [
            { ...shift, userId: ann.id, locationId: quay },
            { ...shift, userId: ben.id, locationId: yard },
          ],
        },
      },
      boss.token,
    );
    await freshGql(w.base, `mutation { clock(action: CLOCK_IN) { id } }`, {}, ann.token);

    await page.goto(`${w.base}/forgot-password`);
    await page.evaluate((t) => localStorage.setItem("token", t), boss.token);
    await page.goto(`${w.base}/time-clock/board`);
    const onClock = page.getByRole("region", { name: /^On the clock/ });
    await expect(onClock.getByRole("listitem").filter({ hasText: ann.name })).toContainText(/Late 8[01] min/);
    await expect(onClock.getByRole("listitem").filter({ hasText: ann.name })).toContainText("at Quay");
    const where = page.getByLabel("Location");
    await expect(where.locator("option:checked")).toHaveText("All locations");
    await expect(page.getByText(ben.name)).toBeVisible();
    await where.selectOption({ label: "Yard" });
    await expect(page).toHaveURL(/location=/);
    await expect(page.getByText(ben.name)).toBeVisible();
    await expect(page.getByText(ann.name)).toHaveCount(0);

    // Ann leaves six hours early: the clock asks why, then clocks her out with it.
    await page.evaluate((t) => localStorage.setItem("token", t), ann.token);
    await page.goto(`${w.base}/time-clock`);
    await page.getByRole("button", { name: "Clock out" }).click();
    const ask = page.getByRole("form", { name: "Why are you leaving early?" });
    // Seconds after the shift's minute: 5 h 59 min (or 6 h on a fast machine) to go.
    await expect(ask).toContainText(new RegExp(`Your shift ends at ${endTime}, in (6 h|5 h 5\\d min)\\. Say why you are leaving early\\.`));
    await ask.getByLabel("Reason").fill("Sick child");
    await ask.getByRole("button", { name: "Clock out" }).click();
    await expect(notice(page, "Clocked out.")).toBeVisible();
    await expect(page.getByText("You are not clocked in.")).toBeVisible();
    const rec = await freshGql<{ clockState: { last: { clockOutReason: string } } }>(w.base, `{ clockState { last { clockOutReason } } }`, {}, ann.token);
    expect(rec.clockState.last.clockOutReason).toBe("Sick child");
  } finally {
    await w.stop();
  }
});
