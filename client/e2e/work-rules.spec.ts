import { expect, test } from "./helpers";
import { createAccount, fridayAhead, signInWithToken, uniquePerson } from "./helpers";

test("a manager creates a rule set with a blocking maximum of hours, gives it to someone, and the editor blocks a week over it", async ({
  page,
}) => {
  const week = fridayAhead(24);
  const manager = await createAccount("Wrm", "MANAGER");
  const ann = await createAccount("Wra");
  const name = uniquePerson("Part time").name;

  await signInWithToken(page, manager, "/dashboard");
  await page.getByRole("link", { name: "Rule Sets" }).first().click();
  const form = page.getByRole("region", { name: "New Rule Set" });
  await form.getByLabel("Rule set name").fill(name);
  await form.getByLabel("Maximum hours in a period", { exact: true }).fill("10");
  await form.getByLabel("Maximum hours in a period: when broken").selectOption("BLOCK");
  await form.getByRole("button", { name: "Save Rule Set" }).click();
  const card = page.getByRole("region", { name, exact: true });
  await expect(card).toContainText("Maximum hours in a period: 10 h (block)");
  await expect(card).toContainText("0 people follow it.");

  await page.getByRole("link", { name: "Manage Staff" }).first().click();
  const select = page.getByLabel(`Rule set of ${ann.name}`);
  await select.selectOption({ label: name });
  await expect(select.locator("option:checked")).toHaveText(name);
  // In the app (no reload), so the change is saved whatever the timing.
  await page.getByRole("link", { name: "Rule Sets" }).first().click();
  await expect(page.getByRole("region", { name, exact: true })).toContainText("1 person follows it.");

  await page.goto(`/schedule?week=${week}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  for (const day of ["Friday", "Saturday"]) {
    await grid.getByRole("button", { name: `Add shift for ${ann.name} on ${day}` }).click();
    const add = editor.getByRole("form", { name: "Add shift" });
    await add.getByLabel("Start").fill("09:00");
    await add.getByLabel("End").fill("17:00");
    await add.getByRole("button", { name: "Save shift" }).click();
    await expect(add).toHaveCount(0);
  }
  await expect(grid.getByRole("button", { name: new RegExp(`^${ann.name}, .*Over hours`) })).toHaveCount(2);
  await expect(editor.getByRole("list", { name: "Conflicts" })).toContainText(
    `Blocks publishing: ${ann.name} would work 16 h in the week of`,
  );
  await expect(editor.getByRole("list", { name: "Conflicts" })).toContainText("over the weekly limit of 10 h.");
});
