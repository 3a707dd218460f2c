import { expect, test } from "./helpers";
import { addDays } from "../src/lib/dates";
import { createAccount, fridayAhead, gql, signInWithToken } from "./helpers";
import { makeLocation, makeShiftType, workplaceTag } from "./workplace-fixtures";

// The issue 26 screens finished: per-shift-type limits, requirements edited in place,
// and a manager marking someone's preferences.

const addDraft = `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { weekStarting } }`;

test("a manager limits a shift type in a rule set, the editor holds a week over it, and the limit is changed and removed", async ({ page }) => {
  const week = fridayAhead(34);
  const t = workplaceTag();
  const manager = await createAccount("Stl", "MANAGER");
  const ann = await createAccount("Sta");
  const night = `Night ${t}`;
  const nightId = await makeShiftType(manager, { name: night, startTime: "22:00", endTime: "06:00" });
  const name = `Nights ${t}`;

  await signInWithToken(page, manager, "/workplace/rules");
  const form = page.getByRole("region", { name: "New Rule Set" });
  await form.getByLabel("Rule set name").fill(name);
  await form.getByLabel("Shift type to limit").selectOption({ label: night });
  await form.getByRole("button", { name: "Add limit" }).click();
  await form.getByLabel(`Most ${night} shifts in a period`).fill("1");
  await form.getByLabel(`${night} limit: when broken`).selectOption("BLOCK");
  await form.getByRole("button", { name: "Save Rule Set" }).click();
  const card = page.getByRole("region", { name, exact: true });
  await expect(card).toContainText(`Most ${night} shifts in a period: 1 (block)`);

  const { ruleSets } = await gql<{ ruleSets: { id: string; name: string }[] }>(`{ ruleSets { id name } }`, {}, manager.token);
  const ruleSetId = ruleSets.find((r) => r.name === name)!.id;
  await gql(`mutation($u: ID!, $r: ID) { setPersonRuleSet(userId: $u, ruleSetId: $r) { id } }`, { u: ann.id, r: ruleSetId }, manager.token);
  for (const dayKey of ["FRIDAY", "SUNDAY"]) {
    await gql(addDraft, { in: { weekStarting: week, dayKey, userId: ann.id, shiftTypeId: nightId } }, manager.token);
  }
  await page.goto(`/schedule?week=${week}`);
  const conflicts = page.getByRole("region", { name: "Schedule Editor", exact: true }).getByRole("list", { name: "Conflicts" });
  await expect(conflicts).toContainText(`Blocks publishing: ${ann.name} would work 2 ${night} shifts in`);

  // Two nights a period, a warning: then no limit at all.
  await page.goto("/workplace/rules");
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("region", { name: `Edit ${name}` });
  await expect(edit.getByLabel(`Most ${night} shifts in a period`)).toHaveValue("1");
  await edit.getByLabel(`Most ${night} shifts in a period`).fill("2");
  await edit.getByLabel(`${night} limit: when broken`).selectOption("WARN");
  await edit.getByRole("button", { name: "Save Rule Set" }).click();
  await expect(card).toContainText(`Most ${night} shifts in a period: 2 (warn)`);
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  await edit.getByRole("button", { name: `Remove the limit on ${night}` }).click();
  await expect(edit.getByText("No shift type is limited.")).toBeVisible();
  await edit.getByRole("button", { name: "Save Rule Set" }).click();
  await expect(edit).toHaveCount(0);
  await expect(card).not.toContainText(`Most ${night}`);
});

test("a manager changes a requirement's days, weights and overrides where it is listed, and the coverage row follows", async ({ page }) => {
  const week = fridayAhead(37);
  const t = workplaceTag();
  const manager = await createAccount("Sre", "MANAGER");
  const ann = await createAccount("Sra");
  const location = await makeLocation(manager, `Depot ${t}`);
  const early = `Early ${t}`;
  const earlyId = await makeShiftType(manager, { name: early, locationId: location, startTime: "06:00", endTime: "14:00" });
  await gql(
    `mutation($in: StaffingRequirementInput!) { saveStaffingRequirement(input: $in) { id } }`,
    { in: { locationId: location, shiftTypeId: earlyId, needed: { saturday: 1 } } },
    manager.token,
  );
  await gql(addDraft, { in: { weekStarting: week, dayKey: "SATURDAY", userId: ann.id, shiftTypeId: earlyId } }, manager.token);

  await signInWithToken(page, manager, "/workplace/requirements");
  const table = page.getByRole("region", { name: "Requirements" });
  await table.getByRole("button", { name: `Edit the requirement ${early}` }).click();
  const form = page.getByRole("form", { name: `Edit the requirement ${early}` });
  await expect(form.getByLabel("Saturday")).toHaveValue("1");
  await form.getByLabel("Saturday").fill("3");
  await form.getByLabel("Weight of a missing person").fill("50");
  const sunday = addDays(week, 2);
  for (const i of [1, 2]) {
    await form.getByRole("button", { name: "Add override" }).click();
    await form.getByLabel(`Override ${i}: date`).fill(sunday);
    await form.getByLabel(`Override ${i}: people needed`).fill("1");
  }
  // One date twice: the server's sentence, and nothing saved.
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByRole("alert")).toHaveText(`A staffing requirement has one override per date; ${sunday} is given twice.`);
  await form.getByRole("button", { name: "Remove override 2" }).click();
  await form.getByLabel("Override 1: note").fill("Market");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form).toHaveCount(0);
  const row = table.getByRole("row", { name: new RegExp(early) });
  await expect(row).toContainText(`${sunday}: 1 (Market)`);
  await expect(row.getByRole("cell").nth(2)).toHaveText("3"); // Saturday, after Where and Friday

  await page.goto(`/schedule?week=${week}`);
  const coverage = page.getByRole("region", { name: "Coverage" });
  await expect(coverage.getByRole("cell", { name: new RegExp(`^${early}.* on Saturday: 3 needed, 1 scheduled, 2 short$`) })).toBeVisible();
  await expect(coverage.getByRole("cell", { name: new RegExp(`^${early}.* on Sunday: 1 needed, 0 scheduled, 1 short$`) })).toBeVisible();
});

test("a manager marks a preference for someone from their row on Manage Staff, and removes it", async ({ page }) => {
  const manager = await createAccount("Spm", "MANAGER");
  const eve = await createAccount("Spe");
  await signInWithToken(page, manager, "/manage-staff");
  await page.getByRole("link", { name: `Availability of ${eve.name}` }).click();
  const prefs = page.getByRole("region", { name: `Preferences of ${eve.name}` });
  await prefs.getByLabel(`${eve.name} would`).selectOption({ label: "rather not work" });
  await prefs.getByLabel("When").selectOption({ label: "Sundays" });
  await prefs.getByLabel("Strength").selectOption({ label: "High" });
  await prefs.getByRole("button", { name: "Add preference" }).click();
  const list = prefs.getByRole("list", { name: `Preferences of ${eve.name}` });
  await expect(list).toContainText(`${eve.name} would rather not work Sundays (high)`);

  // Eve's own, as she reads them.
  const mine = await gql<{ preferences: { description: string }[] }>(`{ preferences { description } }`, {}, eve.token);
  expect(mine.preferences.map((p) => p.description)).toEqual(["would rather not work Sundays (high)"]);

  await list.getByRole("button", { name: "Remove the preference: would rather not work Sundays (high)" }).click();
  await expect(prefs.getByText("No preferences.")).toBeVisible();
});
