// The Hours page as a manager reads it (issue 42, problem 6): Barista's hours were headed
// "As Downtown" when a position and a location shared an id, and Spanish read "8,00"
// hours beside "124.00" of cost. Columns come in types of their own; numbers and money
// are written one way per language.
import { addDays } from "../src/lib/dates";
import { createAccount, expect, fridayAhead, gql, signInWithToken, test } from "./helpers";
import { makeLocation, makePosition, workplaceTag } from "./workplace-fixtures";

test("the Hours page heads each position's and location's hours with its own name, and writes hours and cost in Spanish", async ({ page }) => {
  const tag = workplaceTag();
  const boss = await createAccount("Hourcols", "MANAGER");
  const ava = await createAccount("Avacols");
  const barista = `Barista ${tag}`;
  const downtown = `Downtown ${tag}`;
  const positionId = await makePosition(boss, barista, "#8c564b");
  const locationId = await makeLocation(boss, downtown);
  // 15.50 an hour: an 8-hour shift costs 124.00.
  await gql(
    `mutation($i: PersonWorkplaceInput!) { setPersonWorkplace(input: $i) { userId } }`,
    { i: { userId: ava.id, positions: [{ positionId }], locationIds: [locationId], hourlyRateCents: 1550 } },
    boss.token,
  );
  const friday = fridayAhead(67);
  await gql(
    `mutation($input: PublishScheduleInput!) { publishSchedule(input: $input) { id } }`,
    { input: { weekStarting: friday, shifts: [{ dayKey: "SATURDAY", userId: ava.id, startTime: "09:00", endTime: "17:00", positionId, locationId }] } },
    boss.token,
  );
  // Scripts tell the columns apart by type, whatever their ids.
  const cols = await gql<{ hoursReport: { positionColumns: { __typename: string; name: string }[]; locationColumns: { __typename: string; name: string }[] } }>(
    `query($f: Date!, $t: Date!) { hoursReport(from: $f, to: $t) { positionColumns { __typename name } locationColumns { __typename name } } }`,
    { f: friday, t: addDays(friday, 6) },
    boss.token,
  );
  expect(cols.hoursReport.positionColumns).toContainEqual({ __typename: "HoursPosition", name: barista });
  expect(cols.hoursReport.locationColumns).toContainEqual({ __typename: "HoursLocation", name: downtown });

  await gql(`mutation { setMyLanguage(language: "es") { id } }`, {}, boss.token);
  await signInWithToken(page, boss, "/hours");
  await page.getByLabel("Desde").fill(friday);
  await page.getByLabel("Hasta").fill(addDays(friday, 6));
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: `Como ${barista}`, exact: true })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: `En ${downtown}`, exact: true })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: `Como ${downtown}` })).toHaveCount(0);

  const heads = await table.getByRole("columnheader").allTextContents();
  const cells = table.getByRole("row", { name: new RegExp(ava.name) }).getByRole("cell");
  // Cells follow the headings after the person's name.
  const cell = async (heading: string) => cells.nth(heads.indexOf(heading) - 1);
  await expect(cells.first()).toHaveText("8,00");
  await expect(await cell(`Como ${barista}`)).toHaveText("8,00");
  await expect(await cell(`En ${downtown}`)).toHaveText("8,00");
  // In the workplace's currency (US dollars until a manager picks another).
  await expect(await cell("Coste de personal")).toHaveText("124,00\u00a0US$");
});
