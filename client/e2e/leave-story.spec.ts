// Leave across the seams (issue 45), as one story in a workplace's two locations. North
// keeps a holiday of its own that South does not: it shows as North's, and a request across
// it takes nothing for that day from Nora (North) but does from Sam (South). Nora reads in
// Spanish: her balance and the request's preview are in her language. Lena manages North
// only: she sees, adjusts and records sick calls for North's people, never Sam, whom the
// server refuses her even from a script. Pia was added but has not signed up: she gets a
// balance and a sick call, then joins from her invitation and sees the balance.
//
// The steps run in order (serial), each a test, so that none runs past its minute; a retry
// starts the story again with new people and locations.
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect, linkInMail, MANAGER_CODE, PASSWORD, test, uniquePerson } from "./helpers";
import { expectNoSeriousFindings } from "./axe";
import { addDays, todayLocal, weekStart } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { fridayAhead, goInApp, gql, notice, publishWeek, signInWithToken, type Account } from "./helpers";
import { makeLocation, workplaceTag } from "./workplace-fixtures";

test.describe.configure({ mode: "serial" });

type World = {
  tag: string;
  olga: Account;
  lena: Account;
  nora: Account;
  sam: Account;
  pia: { id: string; name: string; email: string };
  north: string;
  south: string;
};
let w: World;

// The story's people live through its steps, so they are not createAccount's, which the
// suite marks deleted at the end of each test; they are marked so at the end of the story.
const ours: string[] = [];
test.afterAll(() => {
  if (ours.length === 0) return;
  execFileSync("psql", [process.env.E2E_DATABASE_URL!, "-v", "ON_ERROR_STOP=1", "-q", "-v", `ids={${ours.splice(0).join(",")}}`], {
    input: "UPDATE users SET deleted_at = now() WHERE id = ANY(:'ids'::bigint[]) AND deleted_at IS NULL",
  });
});

/** Registers and signs in a person of the story through the API. */
async function person(prefix: string, role: "EMPLOYEE" | "MANAGER" = "EMPLOYEE"): Promise<Account> {
  const p = uniquePerson(prefix);
  const input = { name: p.name, email: p.email, password: PASSWORD, role, ...(role === "MANAGER" ? { managerCode: MANAGER_CODE } : {}) };
  await gql(`mutation($input: RegisterInput!) { register(input: $input) { id } }`, { input });
  const { login } = await gql<{ login: { token: string; user: { id: string } } }>(
    `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id } } }`,
    { e: p.email, p: PASSWORD },
  );
  ours.push(login.user.id);
  return { id: login.user.id, name: p.name, email: p.email, password: PASSWORD, token: login.token, role };
}

/** Gives each person an annual-leave policy of their own: 200 hours a year, nothing carried over. */
async function annualPolicy(manager: Account, people: string[], tag: string) {
  const { leaveTypes } = await gql<{ leaveTypes: { id: string; kind: string }[] }>(`{ leaveTypes { id kind } }`, {}, manager.token);
  const annual = leaveTypes.find((lt) => lt.kind === "ANNUAL")!.id;
  const { saveLeavePolicy } = await gql<{ saveLeavePolicy: { id: string } }>(
    `mutation($i: LeavePolicyInput!) { saveLeavePolicy(input: $i) { id } }`,
    { i: { leaveTypeId: annual, name: `Story annual ${tag}`, method: "ALLOWANCE", amount: 200 } },
    manager.token,
  );
  for (const u of people) {
    await gql(`mutation($t: ID!, $p: ID, $u: ID) { assignLeavePolicy(leaveTypeId: $t, policyId: $p, userId: $u) }`, { t: annual, p: saveLeavePolicy.id, u }, manager.token);
  }
}

async function placeAt(manager: Account, userId: string, locationId: string) {
  await gql(`mutation($i: PersonWorkplaceInput!) { setPersonWorkplace(input: $i) { userId } }`, { i: { userId, positions: [], locationIds: [locationId] } }, manager.token);
}

/** Two locations, an owner of both and a manager of North, Nora (Spanish) and Pia (added, not signed up) at North, Sam at South. */
async function makeWorld(): Promise<World> {
  const tag = workplaceTag();
  const olga = await person("Olga", "MANAGER");
  const lena = await person("Lena", "MANAGER");
  const nora = await person("Nora");
  const sam = await person("Sam");
  const north = await makeLocation(olga, `North ${tag}`);
  const south = await makeLocation(olga, `South ${tag}`);
  await gql(`mutation($u: ID!, $l: [ID!]!) { setManagerLocations(userId: $u, locationIds: $l) { userId } }`, { u: lena.id, l: [north] }, olga.token);
  const p = uniquePerson("Pia");
  const { addPerson } = await gql<{ addPerson: { id: string } }>(`mutation($n: String!, $e: String) { addPerson(name: $n, email: $e) { id } }`, { n: p.name, e: p.email }, olga.token);
  const pia = { id: addPerson.id, name: p.name, email: p.email };
  ours.push(pia.id);
  await placeAt(olga, nora.id, north);
  await placeAt(olga, pia.id, north);
  await placeAt(olga, sam.id, south);
  await gql(`mutation { setMyLanguage(language: "es") { id } }`, {}, nora.token);
  await annualPolicy(olga, [nora.id, sam.id, pia.id], tag);
  return { tag, olga, lena, nora, sam, pia, north, south };
}

/** A Monday one to two weeks ahead: its days fall in this leave year or the next, which grant the same. */
const nextMonday = () => weekStart(addDays(todayLocal(), 7), "MONDAY");

test("North's own holiday shows as North's; across it, Nora's request in Spanish takes two days and Sam's at South three", async ({ page, browser }) => {
  w = await makeWorld();
  const monday = nextMonday();
  const tuesday = addDays(monday, 1);
  const holiday = `Founders ${w.tag}`;
  await gql(`mutation($l: ID, $d: Date!, $n: String) { setPublicHoliday(locationId: $l, date: $d, name: $n, removed: false) }`, { l: w.north, d: tuesday, n: holiday }, w.olga.token);

  // Nora reads her balance and the request's preview in Spanish; the holiday takes nothing.
  await signInWithToken(page, w.nora, "/pto");
  const mine = page.getByRole("region", { name: "Mis permisos" });
  await expect(mine.getByRole("listitem").filter({ hasText: "Annual leave" })).toContainText("200 h");
  await page.getByLabel("Fecha (primer día)").fill(monday);
  await page.getByLabel("Último día (opcional)").fill(addDays(monday, 2));
  const preview = page.getByRole("status", { name: "Tu saldo" });
  await expect(preview).toContainText(/Esta solicitud\s*16 h/);
  await expect(preview).toContainText(/Saldo ahora\s*200 h/);
  await expect(preview).toContainText(/Tras esta solicitud\s*184 h/);
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(notice(page, "¡Solicitud de ausencia enviada!")).toBeVisible();
  await gql(`mutation($in: TimeOffInput!) { requestTimeOffRange(input: $in) { id } }`, { in: { date: monday, endDate: addDays(monday, 2) } }, w.sam.token);

  // The holiday is North's, on its day of the month.
  await goInApp(page, `/monthly-schedule?month=${tuesday.slice(0, 7)}`);
  await expect(page.getByRole("table").getByText(`${holiday} · North ${w.tag}`)).toHaveCount(1);
  await expect(page.getByRole("table").getByText(`${holiday} · South ${w.tag}`)).toHaveCount(0);

  // Olga approves both, seeing what each takes: South works the Tuesday.
  const olga = await (await browser.newContext()).newPage();
  await signInWithToken(olga, w.olga, "/pto");
  const pending = olga.getByRole("region", { name: "Pending PTO Requests" });
  // A request asks for its balance once it comes near the screen, and the shared
  // database's queue is long: each is scrolled to, as Olga would.
  for (const [who, text] of [
    [w.nora, "Annual leave: takes 16 h; balance after approval 184 h"],
    [w.sam, "Annual leave: takes 24 h; balance after approval 176 h"],
  ] as const) {
    const item = pending.getByRole("listitem").filter({ hasText: who.name }).first();
    await item.scrollIntoViewIfNeeded();
    await expect(item).toContainText(text);
  }
  for (const who of [w.nora, w.sam]) {
    await pending.getByRole("button", { name: `Approve ${who.name} on ${formatDate(monday)}` }).click();
    await expect(pending.getByRole("status", { name: "Decision" })).toContainText(`Approved: ${who.name}`);
  }
});

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

test("Lena, manager of North only, records Pia's sick call and adjusts her balance; South's Sam is out of her view and refused to her script", async ({ page }) => {
  const friday = fridayAhead(77);
  const monday = addDays(friday, 3);
  await publishWeek(w.olga, friday, [
    ["MONDAY", w.pia.id, "10:00", "14:00", w.north],
    ["MONDAY", w.sam.id, "10:00", "14:00", w.south],
  ]);

  await signInWithToken(page, w.lena, "/leave");
  const team = page.getByRole("region", { name: "Team balances" }).first();
  await expect(team.getByRole("row", { name: new RegExp(w.nora.name) })).toContainText("200 h");
  await expect(team.getByRole("row", { name: new RegExp(w.pia.name) })).toBeVisible();
  await expect(team.getByRole("row", { name: new RegExp(w.sam.name) })).toHaveCount(0);

  // Pia, who has not signed up, calls in sick for the Monday: her shift opens.
  const form = page.getByRole("region", { name: "Record leave" });
  await expect(form.getByLabel("Person").getByRole("option", { name: w.sam.name })).toHaveCount(0);
  await form.getByLabel("Person").selectOption({ label: w.pia.name });
  await form.getByLabel("First day").fill(monday);
  await form.getByRole("button", { name: "Record leave" }).click();
  await expect(form.getByRole("status", { name: "Shifts opened" })).toContainText(`1 shift of ${w.pia.name} is now an open shift:`);

  // She helped with the move: 8 hours more, on top of this year's 200.
  const adjust = page.getByRole("region", { name: "Adjust a balance" });
  await expect(adjust.getByLabel("Person").getByRole("option", { name: w.sam.name })).toHaveCount(0);
  await adjust.getByLabel("Person").selectOption({ label: w.pia.name });
  await adjust.getByLabel("Leave type").selectOption({ label: "Annual leave" });
  await adjust.getByLabel("Amount").fill("8");
  await adjust.getByLabel("Reason").fill("Helped with the move");
  await adjust.getByRole("button", { name: "Adjust balance" }).click();
  await expect(notice(page, "Balance adjusted.")).toBeVisible();
  await expect(team.getByRole("row", { name: new RegExp(w.pia.name) })).toContainText("208 h");

  // The liability report is North's: Nora and Pia, not Sam.
  const lines = page.getByRole("region", { name: "Leave liability" }).getByRole("table", { name: "Outstanding paid leave per person" });
  await expect(lines.getByRole("row", { name: new RegExp(w.pia.name) }).filter({ hasText: "Annual leave" })).toContainText("208 h");
  await expect(lines.getByRole("row", { name: new RegExp(w.nora.name) }).filter({ hasText: "Annual leave" })).toContainText("200 h");
  await expect(lines.getByRole("row", { name: new RegExp(w.sam.name) })).toHaveCount(0);
  // Nobody at North has an hourly rate: the location's total has hours and no value.
  const totals = page.getByRole("region", { name: "Leave liability" }).getByRole("table", { name: "Totals per location" });
  await expect(totals.getByRole("row", { name: new RegExp(`North ${w.tag}`) }).getByRole("cell")).toHaveText(["408 h", "–"]);
  await expect(totals.getByRole("row", { name: new RegExp(`South ${w.tag}`) })).toHaveCount(0);
  await expectNoSeriousFindings(page, "/leave as a location manager");

  // A script with her sign-in is refused Sam: no sick call, no adjustment.
  const record = `mutation($u: ID!, $d: Date!) { recordLeave(userId: $u, input: { date: $d }) { request { id } } }`;
  expect(await scriptCall(page, record, { u: w.sam.id, d: monday })).toEqual(["FORBIDDEN"]);
  const adjustM = `mutation($u: ID!) { adjustLeaveBalance(userId: $u, leaveTypeId: 1, amount: 8, reason: "x") { id } }`;
  expect(await scriptCall(page, adjustM, { u: w.sam.id })).toEqual(["FORBIDDEN"]);
  // Sam's shift is still his.
  const week = await gql<{ week: { schedule: { days: { shifts: { userId: string }[] }[] } | null } }>(
    `query($w: Date!) { week(date: $w) { schedule { days { shifts { userId } } } } }`,
    { w: friday },
    w.olga.token,
  );
  const owners = week.week.schedule?.days.flatMap((d) => d.shifts.map((s) => s.userId)) ?? [];
  expect(owners).toEqual([w.sam.id]);
});

test("Pia joins from her invitation and sees the balance she was given before she had an account", async ({ browser }) => {
  const { link } = await linkInMail(w.pia.email, /^You are invited to Shiftsched$/, "/invitation/");
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL(link).pathname);
  await page.getByLabel("Name").fill(w.pia.name);
  await page.getByLabel("Password", { exact: true }).fill("joinpass1");
  await page.getByLabel("Confirm Password").fill("joinpass1");
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("region", { name: "My leave" }).getByRole("listitem").filter({ hasText: "Annual leave" })).toContainText("208 h");
});
