// Labour rules on a 390 px phone (the phone project only: the file name ends in phone.spec.ts).
import { createAccount, expect, gql, signInWithToken, test, uniquePerson } from "./helpers";

test("on a phone, a rule set's labour rules and their editor fit the screen's width", async ({ page }) => {
  const manager = await createAccount("Lph", "MANAGER");
  const name = uniquePerson("Labour phone").name;
  const { saveRuleSet } = await gql<{ saveRuleSet: { id: string } }>(
    `mutation($input: RuleSetInput!) { saveRuleSet(input: $input) { id } }`,
    { input: { name, periodKind: "WEEKS", periodWeeks: 1 } },
    manager.token,
  );
  await gql(`mutation($id: ID!) { applyLabourPreset(ruleSetId: $id, presetId: "de-arbzg") { ruleSetId } }`, { id: saveRuleSet.id }, manager.token);
  await signInWithToken(page, manager, "/workplace/rules");
  const labour = page.getByRole("region", { name: `Labour rules of ${name}` });
  await labour.getByRole("button", { name: `Edit labour rules of ${name}` }).click();
  const form = labour.getByRole("form", { name: `Labour rules of ${name}` });
  await expect(form.getByLabel("Minors rule 1: latest end")).toHaveValue("20:00");
  await form.getByLabel("Premium 1: night until").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await gql(`mutation($id: ID!) { deleteRuleSet(id: $id) }`, { id: saveRuleSet.id }, manager.token);
});
