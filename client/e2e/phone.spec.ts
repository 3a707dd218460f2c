import { expect, test } from "./helpers";
import { addDays, parseYmd, todayLocal } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { createAccount, fridayAhead, gql, logout, publishWeek, signInWithToken } from "./helpers";
import { MANAGER_GROUPS } from "../src/app/layout/nav-links";

test("the hamburger menu opens the links and closes after choosing one", async ({ page }) => {
  const emp = await createAccount("Phone");
  await signInWithToken(page, emp, "/dashboard");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Time Off" })).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const overlay = page.getByRole("navigation", { name: "Mobile" });
  await expect(overlay.getByRole("link", { name: `Hi, ${emp.name}` })).toBeVisible();
  await overlay.getByRole("link", { name: "Time Off" }).click();
  await expect(page).toHaveURL(/\/pto$/);
  await expect(overlay).toHaveCount(0);
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  // Logout waits in the account menu beside the name, on phones too.
  await logout(page);
  await expect(page).toHaveURL(/\/$/);
});

// Six links a test, so that none runs near its time limit on a shared machine. The phone
// menu lists the sidebar's pages and one more (the profile).
const MENU_LINKS = MANAGER_GROUPS.flatMap((g) => g.links).length + 1;
const LINKS_A_TEST = 6;
for (let from = 0; from < MENU_LINKS; from += LINKS_A_TEST) {
  test(`on a phone the menu reaches a manager's pages ${from + 1} to ${Math.min(from + LINKS_A_TEST, MENU_LINKS)}, and none scrolls sideways`, async ({ page }) => {
    const boss = await createAccount("Phnav", "MANAGER");
    await signInWithToken(page, boss, "/dashboard");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const overlay = page.getByRole("navigation", { name: "Mobile" });
    const links = await overlay.getByRole("link").evaluateAll((as) => as.map((a) => [a.textContent ?? "", a.getAttribute("href") ?? ""]));
    expect(links.map(([name]) => name)).toEqual(expect.arrayContaining(["Requests", "Manage Staff", "Audit Log", "Webhooks", "Rule Sets"]));
    expect(links, "the menu lists every page of a manager's sidebar").toHaveLength(MENU_LINKS);
    await menu.click();
    for (const [name, href] of links.slice(from, from + LINKS_A_TEST)) {
      await menu.click();
      await overlay.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, "\\$&")}$`));
      await expect(overlay).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Measured once the page's data and catalogues have arrived: the widest content comes
      // with them.
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${href} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}

test.describe("with the next page's code slow to arrive", () => {
  // The app's service worker would serve the code from its cache, past page.route.
  test.use({ serviceWorkers: "block" });

  test("a menu opened while the next page is still loading stays open when that page arrives", async ({ page }) => {
    const emp = await createAccount("Phslow");
    await signInWithToken(page, emp, "/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The next page's code is held until the menu is open again: the address has changed,
    // but the page shown is still the one being left.
    let releaseCode!: () => void;
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await codeReleased;
      await route.continue();
    });
    const menu = page.getByRole("button", { name: "Menu" });
    const overlay = page.getByRole("navigation", { name: "Mobile" });
    await menu.click();
    await overlay.getByRole("link", { name: "Weekly Schedule" }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(overlay).toHaveCount(0);

    await menu.click();
    await expect(overlay).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome/);
    releaseCode();
    await expect(page.getByRole("button", { name: "Next Week" })).toBeVisible();
    await expect(overlay).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(overlay).toHaveCount(0);
    // A navigation that is not the menu's own still closes it.
    await menu.click();
    await expect(overlay).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(overlay).toHaveCount(0);
  });
});

test("the weekly schedule fits a phone screen", async ({ page }) => {
  const friday = fridayAhead(5);
  const manager = await createAccount("Phm", "MANAGER");
  const emp = await createAccount("Phe");
  await publishWeek(manager, friday, [["FRIDAY", emp.id, "07:00", "15:00"]]);
  await gql(`mutation($d: Date!) { createEvent(input: { date: $d, title: "A rather long event title for a phone", type: MEETING }) { id } }`,
    { d: friday },
    manager.token,
  );
  await signInWithToken(page, emp, `/schedule?week=${friday}`);
  await expect(page.getByRole("button", { name: `${emp.name} 7:00 AM - 3:00 PM` })).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const { year, month } = parseYmd(friday);
  await page.goto(`/monthly-schedule?month=${year}-${String(month).padStart(2, "0")}`);
  await expect(page.getByText(emp.name).first()).toBeAttached();
  // Their own shift shows its times, whole: not their name cut to "Ana …".
  const mine = page.getByRole("table").getByTitle(`${emp.name}: 7:00 AM - 3:00 PM`);
  await expect(mine).toHaveText(`7a\u20133p${emp.name} 7:00 AM - 3:00 PM`);
  expect(await mine.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await expect(page.getByRole("button", { name: "Next Month" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("the availability screen fits a 375 px screen and works by keyboard", async ({ page }) => {
  const emp = await createAccount("Pha");
  await signInWithToken(page, emp, "/availability");
  const monday = page.getByLabel("Monday availability");
  await expect(monday).toHaveValue("ALL_DAY");
  await monday.focus();
  await page.keyboard.press("ArrowDown"); // Available all day -> Unavailable
  await expect(monday).toHaveValue("UNAVAILABLE");
  await page.getByRole("button", { name: "Save availability" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Availability saved.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.goto("/pto");
  await expect(page.getByRole("heading", { name: "Who Is Off" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("a manager edits someone's availability at phone width, by keyboard, from Manage Staff", async ({ page }) => {
  const manager = await createAccount("Pam", "MANAGER");
  const emp = await createAccount("Pae");
  await signInWithToken(page, manager, "/manage-staff");
  await page.getByRole("link", { name: `Availability of ${emp.name}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/availability\\?user=${emp.id}$`));
  await expect(page.getByRole("heading", { name: `Weekly Availability of ${emp.name}` })).toBeVisible();
  await expect(page.getByLabel("Whose availability")).toHaveValue(emp.id);

  const wednesday = page.getByLabel("Wednesday availability");
  await expect(wednesday).toHaveValue("ALL_DAY");
  await wednesday.focus();
  await page.keyboard.press("ArrowDown"); // Available all day -> Unavailable
  await expect(wednesday).toHaveValue("UNAVAILABLE");
  await page.getByRole("button", { name: "Save availability" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Availability saved.")).toBeVisible();

  const day = addDays(todayLocal(), 30);
  await page.getByLabel("Unavailable date", { exact: true }).fill(day);
  await page.getByLabel("Note (optional)").fill("Exam");
  await page.getByLabel("Note (optional)").press("Enter");
  await expect(page.getByRole("list", { name: `Unavailable dates of ${emp.name}` })).toContainText(`${formatDate(day)} Exam`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Back to the manager's own: the forms show their own availability again.
  await page.getByLabel("Whose availability").selectOption({ label: `Mine (${manager.name})` });
  await expect(page.getByRole("heading", { name: "Weekly Availability", exact: true })).toBeVisible();
  await expect(page.getByLabel("Wednesday availability")).toHaveValue("ALL_DAY");

  // The employee sees what the manager set.
  await page.evaluate(() => localStorage.removeItem("token"));
  await signInWithToken(page, emp, "/availability");
  await expect(page.getByLabel("Wednesday availability")).toHaveValue("UNAVAILABLE");
  await expect(page.getByRole("list", { name: "My unavailable dates" })).toContainText(`${formatDate(day)} Exam`);
  await expect(page.getByLabel("Whose availability")).toHaveCount(0);
});
