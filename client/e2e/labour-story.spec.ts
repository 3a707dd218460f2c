// Labour rules across the seams (issue 46), as one story in a workplace's two locations.
// Olga manages both and starts the "Fair workweek" contract from the Chicago preset, with
// the federal rule for minors added; Lena manages North only: she reads the contract but
// may not change it, keeps the birth date of Pia (added at North, not signed up, 14) and
// never Sam's (South), and the week editor refuses Pia's shift past 19:00, showing only
// North's premiums. She publishes North from the editor although South holds a warning
// Olga accepted (hers to neither see nor accept). Her late changes then ask consent: Nora
// (North) answers in Spanish on her phone, and Pia finds hers waiting when she joins from
// her invitation.
//
// On a workplace of its own: a late change needs a shift in the next days (today's week,
// which other tests' weeks never are). The steps run in order (serial), each a test, so that
// none runs past its minute; a retry starts the story again on a new workplace.
import type { Browser, Page } from "@playwright/test";
import { expect, linkInMail, test, uniquePerson } from "./helpers";
import { expectNoSeriousFindings } from "./axe";
import { freshGql, freshPerson, startFreshWorkplace, type FreshWorkplace } from "./fresh-workplace";
import { addDays, weekStart } from "../src/lib/dates";
import { execFileSync } from "node:child_process";

test.describe.configure({ mode: "serial" });

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, timezoneId: "UTC" };
const DAY_KEYS = ["FRIDAY", "SATURDAY", "SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"];
const PUBLISH = `mutation($i: PublishScheduleInput!) { publishSchedule(input: $i) { days { shifts { id userId startTime endTime locationId } } } }`;

type Person = { id: string; name: string; token: string };
type World = {
  fresh: FreshWorkplace;
  olga: Person;
  lena: Person;
  nora: Person;
  sam: Person;
  pia: { id: string; name: string; email: string };
  north: string;
  south: string;
  ruleSet: string;
};
let w: World;

// The story's day: two days ahead (in UTC, the workplace's zone), inside the Chicago
// preset's 14 days' notice.
const today = new Date().toISOString().slice(0, 10);
const day = addDays(today, 2);
const week = weekStart(day, "FRIDAY");
const dayKey = DAY_KEYS[(Date.parse(day) - Date.parse(week)) / 86_400_000];
const weekday = dayKey.charAt(0) + dayKey.slice(1).toLowerCase();

function gqlAs<T = Record<string, unknown>>(who: { token: string }, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return freshGql<T>(w.fresh.base, query, variables, who.token);
}

/** Two locations, Olga over both and Lena over North; Nora (Spanish) and Pia (added, not
 * signed up) at North, Sam at South; all three on the contract, with hourly rates. */
async function makeWorld(fresh: FreshWorkplace): Promise<World> {
  const base = fresh.base;
  const olga = await freshPerson(base, "MANAGER", "Olga");
  const lena = await freshPerson(base, "MANAGER", "Lena");
  const nora = await freshPerson(base, "EMPLOYEE", "Nora");
  const sam = await freshPerson(base, "EMPLOYEE", "Sam");
  const loc = async (name: string) =>
    (await freshGql<{ saveLocation: { id: string } }>(base, `mutation($i: LocationInput!) { saveLocation(input: $i) { id } }`, { i: { name } }, olga.token)).saveLocation.id;
  const north = await loc("North");
  const south = await loc("South");
  await freshGql(base, `mutation($u: ID!, $l: [ID!]!) { setManagerLocations(userId: $u, locationIds: $l) { userId } }`, { u: lena.id, l: [north] }, olga.token);
  const p = uniquePerson("Pia");
  const { addPerson } = await freshGql<{ addPerson: { id: string } }>(base, `mutation($n: String!, $e: String) { addPerson(name: $n, email: $e) { id } }`, { n: p.name, e: p.email }, olga.token);
  const pia = { id: addPerson.id, name: p.name, email: p.email };
  const { saveRuleSet } = await freshGql<{ saveRuleSet: { id: string } }>(base, `mutation { saveRuleSet(input: {name: "Fair workweek", periodKind: WEEKS}) { id } }`, {}, olga.token);
  for (const [u, l] of [[nora.id, north], [pia.id, north], [sam.id, south]]) {
    await freshGql(base, `mutation($i: PersonWorkplaceInput!) { setPersonWorkplace(input: $i) { userId } }`, { i: { userId: u, positions: [], locationIds: [l] } }, olga.token);
    await freshGql(base, `mutation($u: ID!, $r: ID) { setPersonRuleSet(userId: $u, ruleSetId: $r) { id } }`, { u, r: saveRuleSet.id }, olga.token);
  }
  await freshGql(base, `mutation { setMyLanguage(language: "es") { id } }`, {}, nora.token);
  execFileSync("psql", [fresh.databaseUrl, "-v", "ON_ERROR_STOP=1", "-q", "-c",
    `UPDATE users SET hourly_rate_cents = CASE id WHEN ${Number(pia.id)} THEN 1500 ELSE 2000 END WHERE id IN (${Number(pia.id)}, ${Number(nora.id)}, ${Number(sam.id)})`]);
  return { fresh, olga, lena, nora, sam, pia, north, south, ruleSet: saveRuleSet.id };
}

test.beforeAll(async () => {
  const info = test.info();
  const fresh = await startFreshWorkplace(`shiftsched_e2e_labourstory_${info.project.name}_${info.retry}`, {
    WORKPLACE_TZ: "UTC",
    SMTP_URL: process.env.E2E_SMTP_URL!,
    SMTP_TLS: "off",
  });
  w = await makeWorld(fresh);
});
test.afterAll(async () => {
  await w?.fresh.stop();
});

async function pageAs(browser: Browser, who: { token: string }, path: string, options: Record<string, unknown> = { timezoneId: "UTC" }): Promise<Page> {
  const page = await (await browser.newContext({ ...options, baseURL: w.fresh.base })).newPage();
  await page.goto("/icon-192.png");
  await page.evaluate((t) => localStorage.setItem("token", t), who.token);
  await page.goto(path);
  return page;
}

/** What the server says to a GraphQL call made by a script in the page, with the page's own sign-in. */
async function scriptCall(page: Page, query: string, variables: Record<string, unknown>): Promise<string[]> {
  return page.evaluate(
    async ({ query, variables }) => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("token")}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      return (body.errors ?? []).map((e) => e.extensions?.code ?? "");
    },
    { query, variables },
  );
}

test("Olga starts the contract from the Chicago preset and adds the rule for minors; Lena, manager of North only, reads it and is refused changing it", async ({ browser }) => {
  const olga = await pageAs(browser, w.olga, "/workplace/rules");
  const labour = olga.getByRole("region", { name: "Labour rules of Fair workweek" });
  await labour.getByLabel("Preset for Fair workweek").selectOption({ label: "Chicago Fair Workweek (Chicago, Illinois, United States)" });
  await labour.getByRole("button", { name: "Apply preset of Fair workweek" }).click();
  await olga.getByRole("dialog").getByRole("button", { name: "Apply preset" }).click();
  await expect(labour).toContainText(/Started from the preset Chicago Fair Workweek/);
  // The preset is a starting point: the federal rule for minors and a night premium join it.
  const { ruleSetLabour } = await gqlAs<{ ruleSetLabour: { rules: Record<string, unknown> } }>(w.olga,
    `query($r: ID!) { ruleSetLabour(ruleSetId: $r) { rules { postingDeadline { severity days source } predictability { severity noticeDays changePayMinutes cutPercent source } } } }`, { r: w.ruleSet });
  await gqlAs(w.olga, `mutation($r: ID!, $in: LabourRulesInput!) { setRuleSetLabour(ruleSetId: $r, input: $in) { presetId } }`, { r: w.ruleSet, in: {
    ...ruleSetLabour.rules,
    minors: [{ severity: "BLOCK", underAge: 16, maxDailyMinutes: 480, maxWeeklyMinutes: 2400, earliestStart: "07:00", latestEnd: "19:00", source: "29 CFR § 570.35(a)" }],
    premiums: [{ kind: "NIGHT", name: "Night", percent: 25, from: "22:00", to: "06:00" }],
    dailyRest: { severity: "WARN", minutes: 660, source: "Our agreement" },
  } });

  const lena = await pageAs(browser, w.lena, "/workplace/rules");
  const inForce = lena.getByRole("list", { name: "Labour rules in force for Fair workweek" });
  await expect(inForce).toContainText("Source: 29 CFR § 570.35(a)");
  await expect(inForce).toContainText("Published 14 days before the week starts (warn)Source: Chicago Municipal Code § 6-110-040");
  // Her screen offers no change the server would refuse her.
  await expect(lena.getByText("You manage some locations: you can read the rule sets here; a manager of every location changes them.")).toBeVisible();
  const card = lena.getByRole("region", { name: "Fair workweek", exact: true });
  await expect(card.getByRole("button")).toHaveCount(0);
  await expect(lena.getByRole("button", { name: "Save Rule Set" })).toHaveCount(0);
  expect(await scriptCall(lena, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "eu-wtd") { presetId } }`, { r: w.ruleSet })).toEqual(["FORBIDDEN"]);
  expect(await scriptCall(lena, `mutation($r: ID!, $in: LabourRulesInput!) { setRuleSetLabour(ruleSetId: $r, input: $in) { presetId } }`, { r: w.ruleSet, in: {} })).toEqual(["FORBIDDEN"]);
});

test("Lena keeps Pia's birth date, never Sam's; the week editor refuses Pia's shift past 19:00 and shows North's premiums only", async ({ browser }) => {
  const page = await pageAs(browser, w.lena, "/manage-staff");
  await page.getByRole("button", { name: `Birth date of ${w.pia.name}` }).click();
  const birth = page.getByRole("form", { name: `Birth date of ${w.pia.name}` });
  // Fourteen in the story's week: under 16.
  const born = `${Number(day.slice(0, 4)) - 14}-01-01`;
  await birth.getByLabel(`Birth date of ${w.pia.name}`).fill(born);
  await birth.getByRole("button", { name: `Save birth date of ${w.pia.name}` }).click();
  await expect(birth).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Birth date of ${w.sam.name}` })).toHaveCount(0);
  expect(await scriptCall(page, `mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2012-01-01") }`, { u: w.sam.id })).toEqual(["FORBIDDEN"]);
  expect(await scriptCall(page, `query($u: ID!) { birthDate(userId: $u) }`, { u: w.sam.id })).toEqual(["FORBIDDEN"]);

  // Nora closes at North and Sam at South: an hour of night each.
  const draft = `mutation($i: DraftShiftInput!) { addDraftShift(input: $i) { weekStarting } }`;
  await gqlAs(w.lena, draft, { i: { weekStarting: week, dayKey, userId: w.nora.id, startTime: "17:00", endTime: "23:00", locationId: w.north } });
  await gqlAs(w.olga, draft, { i: { weekStarting: week, dayKey, userId: w.sam.id, startTime: "17:00", endTime: "23:00", locationId: w.south } });

  await page.goto(`/schedule?week=${week}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  await expect(grid.getByRole("button", { name: `Add shift for ${w.sam.name} on ${weekday}` })).toHaveCount(0);
  await grid.getByRole("button", { name: `Add shift for ${w.pia.name} on ${weekday}` }).click();
  const add = editor.getByRole("form", { name: "Add shift" });
  await add.getByLabel("Start").fill("15:00");
  await add.getByLabel("End").fill("21:00");
  await add.getByRole("button", { name: "Save shift" }).click();
  await expect(add).toHaveCount(0);
  const lateEnd = `${w.pia.name}, under 16, would work`;
  const conflicts = editor.getByRole("list", { name: "Conflicts" });
  await expect(conflicts).toContainText(`Blocks publishing: ${lateEnd}`);
  await expect(conflicts).toContainText("past 19:00, the latest a minor may work.");

  await editor.getByRole("button", { name: "Publish…" }).click();
  const dialog = editor.getByRole("dialog");
  await expect(dialog.getByRole("alert")).toContainText(lateEnd);
  await expect(dialog.getByRole("button", { name: "Publish now" })).toBeDisabled();
  // Nora's hour of night, not Sam's, and no cost column: pay is for managers of every location.
  const night = dialog.getByRole("table", { name: "Premiums this week's work earns" }).getByRole("row", { name: /Night \(night\)/ });
  await expect(night.getByRole("cell")).toHaveText(["1.00", "1"]);
  await expectNoSeriousFindings(page, "the publish dialog with a minor's late end, as a location manager");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await gqlAs(w.olga, `mutation($w: Date!) { discardDraft(weekStarting: $w) { weekStarting } }`, { w: week });
});

test("Lena publishes North from the editor past South's accepted warning; her late change asks consent: Nora, reading in Spanish, declines her cut on her phone, and Lena is told", async ({ browser }) => {
  type Published = { publishSchedule: { days: { shifts: { id: string; userId: string; startTime: string; endTime: string; locationId: string }[] }[] } };
  const shift = (userId: string, startTime: string, endTime: string, locationId: string, id?: string) => ({ id, dayKey, userId, startTime, endTime, locationId });
  // Sam opens and closes at South: a short daily rest, a warning Olga accepts.
  const south = await gqlAs<Published>(w.olga, PUBLISH, { i: { weekStarting: week, acceptWarningKinds: ["LABOUR_LATE_POSTING", "LABOUR_DAILY_REST"],
    shifts: [shift(w.sam.id, "06:00", "10:00", w.south), shift(w.sam.id, "17:00", "23:00", w.south)] } });
  const sams = south.publishSchedule.days.flatMap((d) => d.shifts).map((s) => shift(s.userId, s.startTime, s.endTime, s.locationId, s.id));

  // Lena's week at North, published from the editor: she is asked only North's warning.
  const draft = `mutation($i: DraftShiftInput!) { addDraftShift(input: $i) { weekStarting } }`;
  for (const [u, from, to] of [[w.pia.id, "15:00", "19:00"], [w.nora.id, "17:00", "23:00"]]) {
    await gqlAs(w.lena, draft, { i: { weekStarting: week, dayKey, userId: u, startTime: from, endTime: to, locationId: w.north } });
  }
  const lena = await pageAs(browser, w.lena, `/schedule?week=${week}`);
  const editor = lena.getByRole("region", { name: "Schedule Editor", exact: true });
  await editor.getByRole("button", { name: "Publish…" }).click();
  const warnings = editor.getByRole("dialog").getByRole("group", { name: "Warnings to accept" });
  await expect(warnings.getByRole("group", { name: /: \d+ warnings?$/ })).toHaveAccessibleName("Published late: 1 warning");
  await warnings.getByRole("checkbox", { name: "Accept this “Published late” warning" }).check();
  await editor.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
  await expect(editor.getByText("Schedule uploaded successfully! 2 people notified.")).toBeVisible();

  // Two days ahead, Pia's shift an hour earlier and Nora's cut by an hour; Sam's stay.
  const { week: published } = await gqlAs<{ week: { schedule: { days: { shifts: { id: string; userId: string }[] }[] } } }>(
    w.lena, `query($w: Date!) { week(date: $w) { schedule { days { shifts { id userId } } } } }`, { w: week });
  const ids = Object.fromEntries(published.schedule.days.flatMap((d) => d.shifts).map((s) => [s.userId, s.id]));
  await gqlAs(w.lena, PUBLISH, { i: { weekStarting: week, acceptWarningKinds: ["LABOUR_LATE_POSTING"], shifts: [
    ...sams, shift(w.pia.id, "14:00", "18:00", w.north, ids[w.pia.id]), shift(w.nora.id, "17:00", "22:00", w.north, ids[w.nora.id])] } });

  const page = await pageAs(browser, w.nora, "/dashboard", PHONE);
  const card = page.getByRole("region", { name: "Cambios de turno por responder" });
  // Her shift was added to a week already published for South (a late change of its own),
  // then cut.
  await expect(card).toContainText("2 cambios tardíos en tus turnos necesitan tu consentimiento.");
  await card.getByRole("link", { name: "Revisar cambios" }).tap();
  await expect(page).toHaveURL(/\/consents$/);
  const cut = page.getByRole("listitem", { name: "Se acortó un turno" });
  await expect(cut).toContainText("Horas perdidas: 1.0");
  // Half the hour lost at 20.00, owed whatever she answers.
  await expect(cut).toContainText(/Predictability pay: 10,00.*\(se te debe\)/);
  // The shift added: an hour of her pay, once she accepts.
  await expect(page.getByRole("listitem", { name: "Se añadió un turno" })).toContainText(/Predictability pay: 20,00.*\(se te deberá cuando aceptes\)/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await cut.getByRole("button", { name: "Rechazar" }).tap();
  await expect(cut.getByRole("status")).toHaveText("Rechazaste este cambio; se avisó a tu responsable.");

  const { notifications } = await gqlAs<{ notifications: { message: string }[] }>(w.lena, `{ notifications { message } }`);
  expect(notifications.map((n) => n.message)).toContain(
    `${w.nora.name} declined the change to their shift on ${shortDate(day)} 17:00-22:00: it stays on the schedule, so find cover or put the shift back.`,
  );
  // Lena reads North's consents without the money, and not Sam's.
  const { labourConsents } = await gqlAs<{ labourConsents: { userId: string; kind: string; premiumCents: number | null }[] }>(w.lena, `{ labourConsents { userId kind premiumCents } }`);
  expect(labourConsents.map((c) => `${c.userId} ${c.kind} ${c.premiumCents}`).sort()).toEqual(
    [`${w.nora.id} ADDED null`, `${w.nora.id} SHORTENED null`, `${w.pia.id} ADDED null`, `${w.pia.id} MOVED null`].sort(),
  );
});

/** "Nov 29" for 2026-11-29, as the server writes a date in English. */
function shortDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

test("Pia, added before she had an account, joins from her invitation on her phone and finds her late change waiting", async ({ browser }) => {
  const { link } = await linkInMail(w.pia.email, /^You are invited to Shiftsched$/, "/invitation/");
  const page = await (await browser.newContext({ ...PHONE, baseURL: w.fresh.base })).newPage();
  await page.goto(new URL(link).pathname);
  await page.getByLabel("Name").fill(w.pia.name);
  await page.getByLabel("Password", { exact: true }).fill("joinpass1");
  await page.getByLabel("Confirm Password").fill("joinpass1");
  await page.getByRole("button", { name: "Join" }).tap();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole("region", { name: "Shift changes to answer" });
  await expect(card).toContainText("2 late changes to your shifts need your consent.");
  await card.getByRole("link", { name: "Review changes" }).tap();
  await expect(page.getByRole("listitem", { name: "A shift was added" })).toContainText("Predictability pay: 15.00 (owed once you accept)");
  const moved = page.getByRole("listitem", { name: "A shift was moved" });
  // An hour of her 15.00, owed once she accepts.
  await expect(moved).toContainText("Predictability pay: 15.00 (owed once you accept)");
  await moved.getByRole("button", { name: "Accept" }).tap();
  await expect(moved.getByRole("status")).toHaveText("You accepted this change.");

  const { predictabilityPay } = await gqlAs<{ predictabilityPay: { userId: string; kind: string; status: string; premiumCents: number }[] }>(
    w.olga, `query($f: Date!, $t: Date!) { predictabilityPay(from: $f, to: $t) { userId kind status premiumCents } }`, { f: today, t: addDays(today, 14) });
  expect(predictabilityPay.map((p) => `${p.userId} ${p.kind} ${p.status} ${p.premiumCents}`).sort()).toEqual(
    [`${w.pia.id} MOVED ACCEPTED 1500`, `${w.nora.id} SHORTENED DECLINED 1000`].sort(),
  );
});
