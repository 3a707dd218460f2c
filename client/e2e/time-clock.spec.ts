// The time clock (issue 29): a person clocks in on site from their phone, takes a break
// and clocks out; off site is refused with the reason; a kiosk clocks two people in by PIN.
import { createAccount, expect, gql, notice, signInWithToken, test } from "./helpers";
import { givePositions, makeLocation, workplaceTag } from "./workplace-fixtures";
import { freshGql, freshPerson, shiftAround, startFreshWorkplace } from "./fresh-workplace";
import { expectNoSeriousFindings } from "./axe";

// The location: a point in Berlin, 150 m around it on site.
const SITE = { latitude: 52.52, longitude: 13.405 };

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("an employee clocks in on site, takes a break and clocks out; off site is refused with the reason", async ({ page, context }) => {
    const manager = await createAccount("Tcm", "MANAGER");
    const emp = await createAccount("Tce");
    const loc = await makeLocation(manager, `Dock ${workplaceTag()}`);
    // Working at one location: a clock-in without a shift is checked against it.
    await givePositions(manager, emp.id, [], [loc]);
    await gql(
      `mutation($l: ID!, $r: ClockRuleInput) { setClockRule(locationId: $l, rule: $r) { locationId } }`,
      { l: loc, r: { ...SITE, radiusMetres: 150 } },
      manager.token,
    );
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 52.5205, longitude: 13.4052, accuracy: 20 });

    await signInWithToken(page, emp, "/time-clock");
    await expect(page.getByRole("heading", { name: "Time Clock" })).toBeVisible();
    await expect(page.getByText("You are not clocked in.")).toBeVisible();
    await expect(page.getByText(/No shift now/)).toBeVisible();
    await page.getByRole("button", { name: "Clock in" }).click();
    await expect(notice(page, "Clocked in.")).toBeVisible();
    await expect(page.getByText(/^Clocked in since/)).toBeVisible();
    await expectNoSeriousFindings(page, "the time clock");

    await page.getByRole("button", { name: "Start break" }).click();
    await expect(page.getByText(/^On a break/)).toBeVisible();
    await page.getByRole("button", { name: "End break" }).click();
    await expect(page.getByText(/^Clocked in since/)).toBeVisible();
    await page.getByRole("button", { name: "Clock out" }).click();
    await expect(page.getByText("You are not clocked in.")).toBeVisible();
    await expect(page.getByText(/^Last time: .*worked/)).toBeVisible();

    // 2 km away: refused, and the page says why.
    await context.setGeolocation({ latitude: 52.52, longitude: 13.4345, accuracy: 20 });
    await page.getByRole("button", { name: "Clock in" }).click();
    await expect(page.getByRole("alert")).toHaveText("You are 2 km from the location; clocking in is allowed within 150 m.");
    await expect(page.getByText("You are not clocked in.")).toBeVisible();
  });
});

test.describe("a kiosk", () => {
  test.use({ viewport: { width: 820, height: 1180 } }); // a tablet by the door

  test("a manager sets up a kiosk and it clocks two people in by PIN, by pointer and by keyboard", async ({ page }) => {
    // Today's shifts need today's week, which the shared server's home tests own: this
    // test gets a workplace of its own.
    const w = await startFreshWorkplace(`shiftsched_e2e_kiosk_${test.info().project.name}`);
    try {
      const reg = (role: "MANAGER" | "EMPLOYEE", prefix: string) => freshPerson(w.base, role, prefix);
      const boss = await reg("MANAGER", "Kb");
      const ann = await reg("EMPLOYEE", "Ka");
      const ben = await reg("EMPLOYEE", "Kc");
      const loc = await freshGql<{ saveLocation: { id: string } }>(w.base, `mutation { saveLocation(input: {name: "Front"}) { id } }`, {}, boss.token);
      const locationId = loc.saveLocation.id;
      for (const [who, pin] of [
        [ann, "1357"],
        [ben, "2468"],
      ] as const) {
        await freshGql(w.base, `mutation($p: String!) { setKioskPin(pin: $p) }`, { p: pin }, who.token);
      }
      // The workplace's day is UTC's (WORKPLACE_TZ unset): the shifts run from an hour ago.
      const { weekStarting, dayKey, startTime, endTime } = shiftAround(60, 360);
      await freshGql(
        w.base,
        `mutation($i: PublishScheduleInput!) { publishSchedule(input: $i) { id } }`,
        { i: { weekStarting, shifts: [ann, ben].map((p) => ({ dayKey, userId: p.id, startTime, endTime, locationId })) } },
        boss.token,
      );

      await page.goto(`${w.base}/forgot-password`);
      await page.evaluate((t) => localStorage.setItem("token", t), boss.token);
      await page.goto(`${w.base}/time-clock`);
      await page.getByLabel("Kiosk name").fill("By the door");
      await page.getByRole("button", { name: "Create Kiosk" }).click();
      await expect(page.getByRole("textbox", { name: "New kiosk credential" })).toHaveValue(/^shskiosk_/);
      await expectNoSeriousFindings(page, "kiosk settings");
      await page.getByRole("button", { name: "Use this device as the kiosk" }).click();
      await expect(page).toHaveURL(/\/kiosk$/);
      // A kiosk is nobody's session: sign the manager out of this device.
      await page.evaluate(() => localStorage.removeItem("token"));
      await page.reload();
      await expect(page.getByRole("heading", { name: "Front: By the door" })).toBeVisible();
      await expectNoSeriousFindings(page, "the kiosk");

      // Ann by pointer; a wrong PIN first.
      await page.getByRole("button", { name: ann.name }).click();
      await page.getByLabel("Your PIN").fill("9999");
      await page.getByRole("button", { name: "Clock in" }).click();
      await expect(page.getByRole("alert")).toHaveText("That PIN is not right.");
      await page.getByLabel("Your PIN").fill("1357");
      await page.getByRole("button", { name: "Clock in" }).click();
      await expect(notice(page, `${ann.name} is clocked in.`)).toBeVisible();

      // Ben by keyboard alone: his name, the PIN (focused for him), then Clock in.
      await page.getByRole("button", { name: ben.name }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByLabel("Your PIN")).toBeFocused();
      await page.keyboard.type("2468");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Clock in" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(notice(page, `${ben.name} is clocked in.`)).toBeVisible();

      // At phone width the names and the PIN still fit, with no sideways scrolling.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: ann.name }).click();
      await expect(page.getByLabel("Your PIN")).toBeInViewport();
      await expectNoSeriousFindings(page, "the kiosk's PIN at phone width");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      for (const who of [ann, ben]) {
        const d = await freshGql<{ clockState: { open: { id: string } | null } }>(w.base, `{ clockState { open { id } } }`, {}, who.token);
        expect(d.clockState.open, `${who.name} is on the clock`).not.toBeNull();
      }
    } finally {
      await w.stop();
    }
  });
});
