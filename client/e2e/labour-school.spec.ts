// The school calendar on the screens: a manager adds a school holiday at a location on
// the leave setup page, and a minor's 4-hour shift there is a hard conflict in the week
// editor on a school day, but not on a day of the school holiday.
import { addDays } from "../src/lib/dates";
import { expectNoSeriousFindings } from "./axe";
import { createAccount, expect, fridayAhead, goInApp, gql, notice, signInWithToken, test, uniquePerson } from "./helpers";

test("a school holiday lifts a minor's school-day limit at its location: 4 hours on a school day block, 4 hours in the holiday do not", async ({ page }) => {
  // The slot's week without the run's base: the base is years ahead, where nobody born
  // by today is a minor any more.
  const week = addDays(fridayAhead(87), -7 * Number(process.env.E2E_WEEK_BASE ?? 0));
  const [monday, tuesday, wednesday] = [addDays(week, 3), addDays(week, 4), addDays(week, 5)];
  const manager = await createAccount("Lsm", "MANAGER");
  const minor = await createAccount("Lsi");
  const site = uniquePerson("School site").name;
  const { saveLocation } = await gql<{ saveLocation: { id: string } }>(`mutation($n: String!) { saveLocation(input: {name: $n}) { id } }`, { n: site }, manager.token);
  const { saveRuleSet } = await gql<{ saveRuleSet: { id: string } }>(
    `mutation($input: RuleSetInput!) { saveRuleSet(input: $input) { id } }`,
    { input: { name: uniquePerson("School rules").name, periodKind: "WEEKS", periodWeeks: 1 } },
    manager.token,
  );
  await gql(
    `mutation($id: ID!, $in: LabourRulesInput!) { setRuleSetLabour(ruleSetId: $id, input: $in) { ruleSetId } }`,
    { id: saveRuleSet.id, in: { minors: [{ severity: "BLOCK", underAge: 16, schoolDayMaxMinutes: 180, source: "29 CFR § 570.35(a)" }] } },
    manager.token,
  );
  await gql(`mutation($u: ID!, $r: ID) { setPersonRuleSet(userId: $u, ruleSetId: $r) { id } }`, { u: minor.id, r: saveRuleSet.id }, manager.token);
  await gql(`mutation($u: ID!, $b: Date) { setBirthDate(userId: $u, birthDate: $b) }`, { u: minor.id, b: `${Number(week.slice(0, 4)) - 14}-01-01` }, manager.token);

  await signInWithToken(page, manager, "/leave/setup");
  await page.getByLabel("Location", { exact: true }).selectOption({ label: site });
  const school = page.getByRole("region", { name: "School calendar" });
  await expect(school.getByText("No school holidays.")).toBeVisible();
  for (const day of ["Monday", "Friday"]) await expect(school.getByRole("checkbox", { name: day })).toBeChecked();
  await expect(school.getByRole("checkbox", { name: "Saturday" })).not.toBeChecked();
  const form = school.getByRole("form", { name: "Add a school holiday" });
  await form.getByLabel("School holiday name").fill("Autumn break");
  await form.getByLabel("First day").fill(tuesday);
  await form.getByLabel("Last day").fill(wednesday);
  await form.getByRole("button", { name: "Add school holiday" }).click();
  await expect(notice(page, "Autumn break added.")).toBeVisible();
  await expect(school.getByRole("list", { name: "School holidays" })).toContainText("Autumn break");
  await expectNoSeriousFindings(page, "the school calendar", "section[aria-labelledby='school-calendar-title']");

  for (const dayKey of ["MONDAY", "TUESDAY"]) {
    await gql(
      `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { weekStarting } }`,
      { in: { weekStarting: week, dayKey, userId: minor.id, startTime: "14:00", endTime: "18:00", locationId: saveLocation.id } },
      manager.token,
    );
  }
  await goInApp(page, `/schedule?week=${week}`);
  const conflicts = page.getByRole("region", { name: "Schedule Editor", exact: true }).getByRole("list", { name: "Conflicts" });
  const sentence = (day: string) => `${minor.name}, under 16, would work 4 h on ${day}, a school day, over the most of 3 h on a school day for a minor.`;
  const dayOf = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "short", day: "numeric", timeZone: "UTC" }).replace(",", "");
  await expect(conflicts).toContainText(`Blocks publishing: ${sentence(dayOf(monday))}`);
  await expect(conflicts).not.toContainText(sentence(dayOf(tuesday)));
});
