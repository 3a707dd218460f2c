// Leave setup beyond types and policies (issue 45): a person's leave profile on Manage
// Staff, set right after adding someone who has not signed up and read back under their
// row; who follows each policy on /leave/setup, and taking a policy away; a location's
// removed library holiday restored. Each test has its own people, locations and names.
import { expect, test } from "./helpers";
import { expectNoSeriousFindings } from "./axe";
import { addDays } from "../src/lib/dates";
import { createAccount, fridayAhead, gql, notice, signInWithToken, uniquePerson } from "./helpers";
import { makeLocation, workplaceTag } from "./workplace-fixtures";

test("a manager sets the leave profile of a person she has just added, and reads it back under their row", async ({ page }) => {
  // The employment starts on a week of this test's own (no week is published).
  const starts = addDays(fridayAhead(74), 3);
  const tag = workplaceTag();
  const manager = await createAccount("Lpm", "MANAGER");
  const north = await makeLocation(manager, `North ${tag}`);
  const nia = uniquePerson("Nia").name;
  await signInWithToken(page, manager, "/manage-staff");

  const add = page.getByRole("region", { name: "Add a person" });
  await add.getByLabel("Name").fill(nia);
  await add.getByRole("button", { name: "Add person" }).click();
  const fresh = page.getByRole("form", { name: `Leave profile of ${nia}` });
  // Nothing set yet: the defaults, Monday to Friday.
  await expect(fresh.getByText("Nothing is set yet")).toBeVisible();
  await expect(fresh.getByLabel("Friday")).toBeChecked();
  await expect(fresh.getByLabel("Saturday")).not.toBeChecked();
  await fresh.getByLabel("First day of employment").fill(starts);
  await fresh.getByLabel("Contracted hours a week").fill("22,5");
  await fresh.getByLabel("Friday").uncheck();
  await fresh.getByLabel("Public holidays of").selectOption({ label: `North ${tag}` });
  await fresh.getByRole("button", { name: `Save leave profile of ${nia}` }).click();
  await expect(notice(page, `Leave profile of ${nia} saved.`)).toBeVisible();
  await expect(fresh).toHaveCount(0);

  // Under her row in the table, the form reads back what was saved.
  const row = page.getByRole("table", { name: "Staff" }).getByRole("row", { name: new RegExp(nia) });
  await expect(row).toContainText("Not signed up yet");
  await row.getByRole("button", { name: `Leave of ${nia}` }).click();
  const form = page.getByRole("form", { name: `Leave profile of ${nia}` });
  await expect(form.getByLabel("First day of employment")).toHaveValue(starts);
  await expect(form.getByLabel("Contracted hours a week")).toHaveValue("22.5");
  await expect(form.getByLabel("Friday")).not.toBeChecked();
  await expect(form.getByLabel("Thursday")).toBeChecked();
  await expect(form.getByLabel("Public holidays of")).toHaveValue(north);
  await expect(form.getByText("Nothing is set yet")).toHaveCount(0);
  // Hours that are not a number are refused before anything is sent.
  await form.getByLabel("Contracted hours a week").fill("half");
  await form.getByRole("button", { name: `Save leave profile of ${nia}` }).click();
  await expect(form.getByRole("alert")).toHaveText("Write the hours a week as a number, such as 37.5, or leave it empty.");
  await expectNoSeriousFindings(page, "/manage-staff with a leave profile open");

  const { staff } = await gql<{ staff: { id: string; name: string }[] }>(`{ staff { id name } }`, {}, manager.token);
  await gql(`mutation($u: ID!) { deleteUser(id: $u) { message } }`, { u: staff.find((s) => s.name === nia)!.id }, manager.token);
});

test("the setup page lists who follows each policy, takes one away, and restores a removed holiday", async ({ page }) => {
  const tag = workplaceTag();
  const manager = await createAccount("Lsm", "MANAGER");
  const emp = await createAccount("Lse");
  const { leaveTypes } = await gql<{ leaveTypes: { id: string; kind: string }[] }>(`{ leaveTypes { id kind } }`, {}, manager.token);
  const annual = leaveTypes.find((lt) => lt.kind === "ANNUAL")!.id;
  const policy = `Annual ${tag}`;
  const { saveLeavePolicy } = await gql<{ saveLeavePolicy: { id: string } }>(
    `mutation($i: LeavePolicyInput!) { saveLeavePolicy(input: $i) { id } }`,
    { i: { leaveTypeId: annual, name: policy, method: "ALLOWANCE", amount: 160 } },
    manager.token,
  );
  const ruleSet = `Nobody ${tag}`;
  const { saveRuleSet } = await gql<{ saveRuleSet: { id: string } }>(
    `mutation($in: RuleSetInput!) { saveRuleSet(input: $in) { id } }`,
    { in: { name: ruleSet, periodKind: "MONTH" } },
    manager.token,
  );
  await gql(`mutation($t: ID!, $p: ID, $r: ID) { assignLeavePolicy(leaveTypeId: $t, policyId: $p, ruleSetId: $r) }`,
    { t: annual, p: saveLeavePolicy.id, r: saveRuleSet.id }, manager.token);
  const london = await makeLocation(manager, `London ${tag}`);
  await gql(`mutation($l: ID!) { setHolidayCalendar(locationId: $l, country: "gb") }`, { l: london }, manager.token);
  await signInWithToken(page, manager, "/leave/setup");

  const section = page.getByRole("region", { name: "Who follows a policy" });
  const table = section.getByRole("table", { name: "Who follows each policy" });
  await expect(table.getByRole("row", { name: new RegExp(`Rule set ${ruleSet}`) })).toContainText(policy);
  await section.getByLabel("Policy", { exact: true }).selectOption({ label: policy });
  await section.getByLabel("Give to").selectOption({ label: emp.name });
  await section.getByRole("button", { name: "Give policy" }).click();
  await expect(notice(page, `${policy} given.`)).toBeVisible();
  const hers = table.getByRole("row", { name: new RegExp(emp.name) });
  await expect(hers).toContainText(policy);
  await hers.getByRole("button", { name: `Remove ${policy} from ${emp.name}` }).click();
  await expect(notice(page, `${policy} taken from ${emp.name}.`)).toBeVisible();
  await expect(hers).toHaveCount(0);
  await expect(table.getByRole("row", { name: new RegExp(`Rule set ${ruleSet}`) })).toHaveCount(1);

  // London works New Year's Day next year, then keeps it again.
  const holidays = page.getByRole("region", { name: "Public holidays" });
  await holidays.getByLabel("Location").selectOption({ label: `London ${tag}` });
  const days = holidays.getByRole("list", { name: "Holidays this year and next" });
  const newYear = days.getByRole("listitem").filter({ hasText: "New Year's Day" }).last();
  await newYear.getByRole("button", { name: "Remove New Year's Day" }).click();
  await expect(notice(page, "New Year's Day removed.")).toBeVisible();
  const removed = holidays.getByRole("list", { name: "Removed holidays" });
  await expect(removed.getByRole("listitem")).toHaveCount(1);
  await expectNoSeriousFindings(page, "/leave/setup with assignments and a removed holiday");
  await removed.getByRole("button", { name: "Restore New Year's Day" }).click();
  await expect(notice(page, "New Year's Day restored.")).toBeVisible();
  await expect(removed).toHaveCount(0);
  await expect(days.getByRole("listitem").filter({ hasText: "New Year's Day" })).toHaveCount(2);
});
