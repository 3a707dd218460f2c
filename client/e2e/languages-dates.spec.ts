// Dates and times on the schedule pages in the reader's language and on their clock
// (issue 30): Intl writes them, so each language's own month and weekday names show.
import { expectNoSeriousFindings } from "./axe";
import { addDays, parseYmd } from "../src/lib/dates";
import type { Page } from "@playwright/test";
import { createAccount, expect, fridayAhead, gql, publishWeek, signInWithToken, test, type Account } from "./helpers";

/** Picks a language or clock on the profile and waits until the server has the person's
 * choice and, for a language, this device too (the page saves it on the server first, then
 * here: a page opened in between still reads the device's earlier choice). */
async function choose(page: Page, who: Account, label: string, value: string, saved: { language?: string; clock?: number }) {
  await page.getByRole("combobox", { name: label }).selectOption(value);
  await expect.poll(async () => (await gql<{ me: object }>(`{ me { language clock } }`, {}, who.token)).me).toMatchObject(saved);
  if (saved.language) await expect.poll(() => page.evaluate(() => localStorage.getItem("shiftsched.language"))).toBe(saved.language);
}

test("a Spanish reader's schedule names days and months in Spanish, on the clock they choose, and in German after choosing it", async ({ page }) => {
  const friday = fridayAhead(68);
  const { year, month } = parseYmd(friday);
  const manager = await createAccount("Fechasm", "MANAGER");
  const emp = await createAccount("Fechas");
  await publishWeek(manager, friday, [["FRIDAY", emp.id, "07:30", "15:00"]]);

  await signInWithToken(page, emp, "/profile");
  await choose(page, emp, "Language", "es", { language: "es" });
  await page.goto(`/schedule?week=${friday}`);
  const week = page.getByRole("region", { name: "Horario de la semana" });
  await expect(week.locator(".week-table__day").first()).toHaveText("viernes");
  // Spanish reads the 24-hour clock unless the person chooses otherwise.
  await expect(week.getByRole("button", { name: new RegExp(emp.name) })).toContainText("7:30 - 15:00");
  await expectNoSeriousFindings(page, "the schedule in Spanish", "main");

  await page.goto(`/monthly-schedule?month=${year}-${String(month).padStart(2, "0")}`);
  const spanishMonth = new Intl.DateTimeFormat("es", { month: "long", timeZone: "UTC" }).format(Date.UTC(year, month - 1, 1));
  await expect(page.getByRole("main")).toContainText(`${spanishMonth} de ${year}`);

  // The 12-hour clock and then German, chosen on the profile, reach the schedule.
  await page.goto("/profile");
  await choose(page, emp, "Reloj", "12", { clock: 12 });
  await page.goto(`/schedule?week=${friday}`);
  await expect(week.getByRole("button", { name: new RegExp(emp.name) })).toContainText(/7:30\sa\.\s?m\.\s-\s3:00\sp\.\s?m\./);

  await page.goto("/profile");
  await choose(page, emp, "Idioma", "de", { language: "de" });
  await page.goto(`/schedule?week=${friday}`);
  const woche = page.getByRole("region", { name: "Wochenplan" });
  await expect(woche.locator(".week-table__day").first()).toHaveText("Freitag");
  await expect(woche.locator(".week-table__day").nth(2)).toHaveText("Sonntag");
  await expect(woche.getByRole("button", { name: new RegExp(emp.name) })).toContainText(/7:30\sAM\s-\s3:00\sPM/);
  // The week's two ends joined the German way, as the browser's Intl writes them.
  const range = await page.evaluate(
    ([from, to]) => new Intl.DateTimeFormat("de", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)),
    [friday, addDays(friday, 6)],
  );
  await expect(page.locator(".week-nav__range")).toHaveText(range);
});

test("a German manager reads the workplace's default rule set by a German name, from a German date, never stored English", async ({ page }) => {
  const manager = await createAccount("Regelnm", "MANAGER");
  await gql(`mutation { setMyLanguage(language: "de") { id } }`, {}, manager.token);
  await signInWithToken(page, manager, "/workplace/rules");
  // exact: the card holds a region of its own whose name ends with the rule set's (its labour rules).
  const card = page.getByRole("region", { name: "Standard des Betriebs", exact: true });
  await expect(card.getByRole("heading", { level: 2 })).toHaveText("Standard des Betriebs (Standard)");
  // Its weeks run from a Friday written as German writes it, not 2021-01-01.
  await expect(card).toContainText("1 Woche ab Fr., 1. Jan. 2021");
  await expect(page.getByRole("main")).not.toContainText("Workplace default");
  await expect(page.getByRole("main")).not.toContainText("2021-01-01");
});
