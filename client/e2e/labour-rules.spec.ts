// Labour rules on the screens: a preset applied and a rule changed on the rule sets page,
// a minor's birth date kept on Manage Staff and their latest end enforced by the editor and
// the publish, and the page's accessibility.
import { addDays, todayLocal, weekStart } from "../src/lib/dates";
import { expectNoSeriousFindings } from "./axe";
import { answer, createAccount, expect, fridayAhead, goInApp, gql, notice, signInWithToken, test, uniquePerson, type Account } from "./helpers";

/** A rule set of the test's own (never the workplace default, which every test shares), with labour rules when given. */
async function ruleSetOf(manager: Account, labour?: Record<string, unknown>): Promise<{ id: string; name: string }> {
  const name = uniquePerson("Labour").name;
  const { saveRuleSet } = await gql<{ saveRuleSet: { id: string } }>(
    `mutation($input: RuleSetInput!) { saveRuleSet(input: $input) { id } }`,
    { input: { name, periodKind: "WEEKS", periodWeeks: 1 } },
    manager.token,
  );
  if (labour) {
    await gql(`mutation($id: ID!, $in: LabourRulesInput!) { setRuleSetLabour(ruleSetId: $id, input: $in) { ruleSetId } }`, { id: saveRuleSet.id, in: labour }, manager.token);
  }
  return { id: saveRuleSet.id, name };
}

/** Removes a rule set nobody follows, so later tests' rule sets pages stay short. */
async function dropRuleSet(manager: Account, id: string) {
  await gql(`mutation($id: ID!) { deleteRuleSet(id: $id) }`, { id }, manager.token);
}

test("a manager applies the German preset to a rule set and changes its daily rest; bad values get the server's sentence and keep what was typed", async ({ page }) => {
  const manager = await createAccount("Lrm", "MANAGER");
  const rs = await ruleSetOf(manager);
  await signInWithToken(page, manager, "/workplace/rules");
  const labour = page.getByRole("region", { name: rs.name, exact: true }).getByRole("region", { name: `Labour rules of ${rs.name}` });
  await expect(labour).toContainText("No labour rule is on.");

  // Each preset by name and jurisdiction; the chosen one's laws and what it leaves out.
  const preset = labour.getByLabel(`Preset for ${rs.name}`);
  // Every preset the server keeps (EU, Germany, UK, US federal, California, Chicago, New York City).
  await expect(preset.locator("option")).toHaveCount(7);
  await preset.selectOption({ label: "Germany: Arbeitszeitgesetz and Jugendarbeitsschutzgesetz (Germany)" });
  await expect(labour.getByText("What it leaves out:")).toBeVisible();
  await expect(labour.getByText(/Drawn from: Arbeitszeitgesetz/)).toBeVisible();
  await labour.getByRole("button", { name: `Apply preset of ${rs.name}` }).click();
  await answer(page, `Replace the labour rules of ${rs.name} with the preset Germany: Arbeitszeitgesetz and Jugendarbeitsschutzgesetz?`, "Apply preset");
  const inForce = labour.getByRole("list", { name: `Labour rules in force for ${rs.name}` });
  await expect(inForce).toContainText("Daily rest of 11 h (block)Source: ArbZG § 5(1)");
  await expect(inForce).toContainText("Under 18: at most 8 h a day");
  await expect(labour).toContainText(/Started from the preset Germany/);

  await labour.getByRole("button", { name: `Edit labour rules of ${rs.name}` }).click();
  const form = labour.getByRole("form", { name: `Labour rules of ${rs.name}` });
  await expect(form.getByLabel("Daily rest: source")).toHaveValue("ArbZG § 5(1)");
  const dailyRest = form.getByLabel("Daily rest in hours");
  await expect(dailyRest).toHaveValue("11");

  // Not a number: said before anything is sent.
  await dailyRest.fill("twelve");
  await form.getByRole("button", { name: `Save labour rules of ${rs.name}` }).click();
  await expect(form.getByRole("alert")).toHaveText(/“twelve” is not a number/);
  // The server's refusal, in its words; what was typed stays.
  await dailyRest.fill("12");
  await form.getByLabel("Posting deadline: when broken").selectOption("WARN");
  await form.getByLabel("Posting deadline: days before the week starts").fill("90");
  await form.getByRole("button", { name: `Save labour rules of ${rs.name}` }).click();
  await expect(form.getByRole("alert")).toHaveText("The posting deadline is 0 to 60 days before the week starts.");
  await expect(dailyRest).toHaveValue("12");
  await expect(form.getByLabel("Posting deadline: days before the week starts")).toHaveValue("90");

  await form.getByLabel("Posting deadline: when broken").selectOption("OFF");
  await form.getByRole("button", { name: `Save labour rules of ${rs.name}` }).click();
  await expect(notice(page, `Saved the labour rules of ${rs.name}.`)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(inForce).toContainText("Daily rest of 12 h (block)");
  await expect(inForce).not.toContainText("Published");
  await expect(labour).toContainText("Not from a preset, or changed by hand since.");
  await dropRuleSet(manager, rs.id);
});

test("a minor whose birth date is kept on Manage Staff cannot be scheduled past the latest end: the editor blocks, and the publish is refused", async ({ page }) => {
  // The slot's week without the run's base: the base is 6 to 25 years ahead, where nobody
  // born by today is a minor any more (a rule for minors stops at 21).
  const week = addDays(fridayAhead(84), -7 * Number(process.env.E2E_WEEK_BASE ?? 0));
  const manager = await createAccount("Lmm", "MANAGER");
  const minor = await createAccount("Lmi");
  const rs = await ruleSetOf(manager, {
    minors: [{ severity: "BLOCK", underAge: 16, latestEnd: "19:00", source: "29 CFR § 570.35(a)" }],
    premiums: [{ kind: "NIGHT", name: "Night", percent: 25, from: "20:00", to: "06:00" }],
  });
  await gql(`mutation($u: ID!, $r: ID) { setPersonRuleSet(userId: $u, ruleSetId: $r) { id } }`, { u: minor.id, r: rs.id }, manager.token);

  await signInWithToken(page, manager, "/manage-staff");
  await page.getByRole("button", { name: `Birth date of ${minor.name}` }).click();
  const birth = page.getByRole("form", { name: `Birth date of ${minor.name}` });
  // Fourteen in the test's week: under 16.
  const born = `${Number(week.slice(0, 4)) - 14}-01-01`;
  // A date in the future is refused in the server's words, and stays to be corrected.
  const field = birth.getByLabel(`Birth date of ${minor.name}`);
  await field.fill("2999-01-01");
  await birth.getByRole("button", { name: `Save birth date of ${minor.name}` }).click();
  await expect(birth.getByRole("alert")).toHaveText("A birth date is a day from 1900 to today.");
  await expect(field).toHaveValue("2999-01-01");
  await field.fill(born);
  await birth.getByRole("button", { name: `Save birth date of ${minor.name}` }).click();
  await expect(notice(page, `Saved the birth date of ${minor.name}.`)).toBeVisible();
  await expect(birth).toHaveCount(0);
  expect(await gql<{ birthDate: string }>(`query($u: ID!) { birthDate(userId: $u) }`, { u: minor.id }, manager.token)).toEqual({ birthDate: born });

  await goInApp(page, `/schedule?week=${week}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  await editor.getByRole("region", { name: "Shifts by person and day" }).getByRole("button", { name: `Add shift for ${minor.name} on Friday` }).click();
  const add = editor.getByRole("form", { name: "Add shift" });
  await add.getByLabel("Start").fill("15:00");
  await add.getByLabel("End").fill("21:00");
  await add.getByRole("button", { name: "Save shift" }).click();
  await expect(add).toHaveCount(0);
  const lateEnd = `${minor.name}, under 16, would work`;
  await expect(editor.getByRole("list", { name: "Conflicts" })).toContainText(`Blocks publishing: ${lateEnd}`);
  await expect(editor.getByRole("list", { name: "Conflicts" })).toContainText("the latest a minor may work.");

  await editor.getByRole("button", { name: "Publish…" }).click();
  const dialog = editor.getByRole("dialog");
  await expect(dialog.getByText("Fix these before publishing:")).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText(lateEnd);
  await expect(dialog.getByRole("button", { name: "Publish now" })).toBeDisabled();
  // The dry run's premiums: the hour after 20:00 is night work.
  const premiums = dialog.getByRole("table", { name: "Premiums this week's work earns" });
  await expect(premiums.getByRole("row", { name: /Night \(night\)/ })).toContainText("1.00");
  // The server refuses the publish itself, whatever a client shows.
  await expect(gql(`mutation($w: Date!) { publishDraft(weekStarting: $w) { notifiedCount } }`, { w: week }, manager.token)).rejects.toThrow(/latest a minor may work/);
  await gql(`mutation($w: Date!) { discardDraft(weekStarting: $w) { weekStarting } }`, { w: week }, manager.token);
});

test("the publish dialog prices the week's premiums and warns of a publish past the posting deadline", async ({ page }) => {
  // A posting deadline reaches at most 60 days ahead, and every slot's week is further: this
  // week is six weeks from now (the home screen's tests own the first two, the monthly
  // schedule's the third). Nothing is published; the draft holds one shift of our own person.
  const week = addDays(weekStart(todayLocal(), "FRIDAY"), 42);
  const manager = await createAccount("Lpm", "MANAGER");
  const ann = await createAccount("Lpa");
  const rs = await ruleSetOf(manager, {
    postingDeadline: { severity: "WARN", days: 60, source: "Our agreement" },
    premiums: [{ kind: "NIGHT", name: "Night", percent: 25, centsPerHour: 100, from: "22:00", to: "06:00" }],
  });
  await gql(`mutation($u: ID!, $r: ID) { setPersonRuleSet(userId: $u, ruleSetId: $r) { id } }`, { u: ann.id, r: rs.id }, manager.token);
  await gql(`mutation($in: PersonWorkplaceInput!) { setPersonWorkplace(input: $in) { userId } }`, { in: { userId: ann.id, positions: [], locationIds: [], hourlyRateCents: 2000 } }, manager.token);
  await gql(`mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { weekStarting } }`, { in: { weekStarting: week, dayKey: "SATURDAY", userId: ann.id, startTime: "18:00", endTime: "00:00" } }, manager.token);

  await signInWithToken(page, manager, `/schedule?week=${week}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  await editor.getByRole("button", { name: "Publish…" }).click();
  const dialog = editor.getByRole("dialog");
  await expect(dialog.getByRole("group", { name: /Published late: 1 warning$/ })).toBeVisible();
  // Two night hours at 25% of 20.00 and 1.00 an hour on top: 12.00.
  const night = dialog.getByRole("table", { name: "Premiums this week's work earns" }).getByRole("row", { name: /Night \(night\)/ });
  await expect(night.getByRole("cell")).toHaveText(["2.00", "1", "12.00"]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await gql(`mutation($w: Date!) { discardDraft(weekStarting: $w) { weekStarting } }`, { w: week }, manager.token);
});

test("the rule sets page with a rule set's labour rules open has no serious accessibility findings", async ({ page }) => {
  const manager = await createAccount("Lra", "MANAGER");
  const rs = await ruleSetOf(manager);
  await gql(`mutation($id: ID!) { applyLabourPreset(ruleSetId: $id, presetId: "us-chicago") { ruleSetId } }`, { id: rs.id }, manager.token);
  await signInWithToken(page, manager, "/workplace/rules");
  const labour = page.getByRole("region", { name: `Labour rules of ${rs.name}` });
  await labour.getByRole("button", { name: `Edit labour rules of ${rs.name}` }).click();
  const form = labour.getByRole("form", { name: `Labour rules of ${rs.name}` });
  // Every kind of group open: a break, a minors rule with its own break, a premium.
  await form.getByRole("button", { name: "Add a break (Breaks)" }).click();
  await form.getByRole("button", { name: "Add a rule for minors" }).click();
  await form.getByRole("button", { name: "Add a break (Minors rule 1: breaks)" }).click();
  await expect(form.getByLabel("Premium 1: paid for")).toHaveValue("CLOPENING");
  await expect(form.getByLabel("Posting deadline: when broken")).toHaveValue("WARN");
  await expectNoSeriousFindings(page, "the rule sets page with labour rules open");
  await dropRuleSet(manager, rs.id);
});
