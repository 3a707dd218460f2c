import { expect, test } from "./helpers";
import { type Page } from "@playwright/test";
import { createAccount, fridayAhead, signInWithToken, type Account } from "./helpers";
import { workplaceTag } from "./workplace-fixtures";

// coverage.spec.ts sets the workplace up through the API; here the manager does every
// step on the screens, as a new workplace would.

async function addPosition(page: Page, name: string, colour: string) {
  const form = page.getByRole("form", { name: "Add a position" });
  await form.getByLabel("Position name").fill(name);
  await form.getByLabel("Colour").fill(colour);
  await form.getByRole("button", { name: "Add Position" }).click();
  await expect(page.getByRole("listitem", { name, exact: true })).toBeVisible();
}

async function qualify(page: Page, who: Account, position: string, location: string) {
  const row = page.getByRole("row").filter({ hasText: who.email });
  await row.getByRole("button", { name: `Positions of ${who.name}` }).click();
  const form = page.getByRole("form", { name: `Positions and locations of ${who.name}` });
  await form.getByRole("checkbox", { name: position }).check();
  await form.getByRole("checkbox", { name: location }).check();
  await form.getByRole("button", { name: `Save positions and locations of ${who.name}` }).click();
  await expect(form).toHaveCount(0);
}

test("a manager sets up positions, a shift type and Saturday's requirement on the screens, builds the week, covers Saturday and publishes", async ({
  page,
}) => {
  const t = workplaceTag();
  const week = fridayAhead(31);
  const [cashier, stocker, shop, evening] = [`Cashier ${t}`, `Stocker ${t}`, `Shop ${t}`, `Evening ${t}`];
  const manager = await createAccount("Csm", "MANAGER");
  const ann = await createAccount("Csa");
  const ben = await createAccount("Csb");

  await signInWithToken(page, manager, "/workplace");
  await page.getByRole("tab", { name: "Positions" }).click();
  await addPosition(page, cashier, "#1f77b4");
  await addPosition(page, stocker, "#2ca02c");
  await page.getByRole("tab", { name: "Locations" }).click();
  const locForm = page.getByRole("form", { name: "Add a location" });
  await locForm.getByLabel("Location name").fill(shop);
  await locForm.getByRole("button", { name: "Add Location" }).click();
  await expect(page.getByRole("listitem", { name: shop })).toBeVisible();
  await page.getByRole("tab", { name: "Shift types" }).click();
  const typeForm = page.getByRole("form", { name: "Add a shift type" });
  await typeForm.getByLabel("Shift type name").fill(evening);
  await typeForm.getByLabel("Starts").fill("17:00");
  await typeForm.getByLabel("Ends").fill("22:00");
  await typeForm.getByLabel("Position").selectOption({ label: cashier });
  await typeForm.getByLabel("Location").selectOption({ label: shop });
  await typeForm.getByRole("button", { name: "Add Shift Type" }).click();
  await expect(page.getByRole("listitem", { name: evening })).toContainText(`17:00–22:00 · ${cashier} · ${shop}`);

  // Friday needs one on the evening shift, Saturday two.
  await page.goto("/workplace/requirements");
  await page.getByLabel("Location").selectOption({ label: shop });
  await page.getByLabel("Shift type or position").selectOption({ label: evening });
  await page.getByLabel("Friday").fill("1");
  await page.getByLabel("Saturday").fill("2");
  await page.getByRole("button", { name: "Save requirement" }).click();
  await expect(page.getByText("Requirement saved.")).toBeVisible();

  // Both cashiers at the shop, so that the evening shift is theirs to work.
  await page.goto("/manage-staff");
  await qualify(page, ann, cashier, shop);
  await qualify(page, ben, cashier, shop);

  // The week: Ben on Friday evening, Ann on Saturday evening, one short.
  await page.goto(`/schedule?week=${week}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  const addEvening = async (who: Account, day: string) => {
    await grid.getByRole("button", { name: `Add shift for ${who.name} on ${day}` }).click();
    const form = editor.getByRole("form", { name: "Add shift" });
    await form.getByLabel("Shift type").selectOption({ label: evening });
    await expect(form.getByLabel("Start")).toHaveValue("17:00");
    await form.getByRole("button", { name: "Save shift" }).click();
    await expect(grid.getByRole("button", { name: `${who.name}, ${day} 5:00 PM - 10:00 PM, ${cashier} · ${shop} (added)` })).toBeVisible();
  };
  await addEvening(ben, "Friday");
  await addEvening(ann, "Saturday");
  const coverage = editor.getByRole("region", { name: "Coverage" });
  await expect(coverage.getByRole("cell", { name: `${evening} at ${shop} on Saturday: 2 needed, 1 scheduled, 1 short` })).toBeVisible();

  await addEvening(ben, "Saturday");
  await expect(coverage.getByRole("cell", { name: `${evening} at ${shop} on Saturday: 2 needed, 2 scheduled, covered` })).toBeVisible();
  await expect(editor.getByRole("list", { name: "Conflicts" })).toHaveCount(0);

  await editor.getByRole("button", { name: "Publish…" }).click();
  await editor.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
  await expect(editor.getByText(/^Schedule uploaded successfully! \d+ (person|people) notified\.$/)).toBeVisible();
});
