import { expect, test } from "./helpers";
import { type Page } from "@playwright/test";
import { expectNoFindings } from "./axe";
import { createAccount, signInWithToken } from "./helpers";
import { firstManager, freshGql, startFreshWorkplace, type FreshWorkplace } from "./fresh-workplace";

// Names are unique among positions, locations and shift types in use, and the browser
// tests share one database: each run names its own.
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function addPosition(page: Page, name: string, colour: string) {
  const form = page.getByRole("form", { name: "Add a position" });
  await form.getByLabel("Position name").fill(name);
  await form.getByLabel("Colour").fill(colour);
  await form.getByRole("button", { name: "Add Position" }).click();
  await expect(page.getByRole("listitem", { name, exact: true })).toBeVisible();
}

test("a manager sets up positions, a location and a shift type, and cannot delete a position in use", async ({ page }) => {
  const t = tag();
  const [cook, cashier, kitchen, early] = [`Cook ${t}`, `Cashier ${t}`, `Kitchen ${t}`, `Early cook ${t}`];
  const manager = await createAccount("Wpm", "MANAGER");
  await signInWithToken(page, manager, "/dashboard");
  await page.getByRole("link", { name: "Workplace" }).click();
  await expect(page.getByRole("heading", { name: "Workplace", level: 1 })).toBeVisible();

  await page.getByRole("tab", { name: "Positions" }).click();
  await addPosition(page, cook, "#d62728");
  await addPosition(page, cashier, "#2ca02c");

  await page.getByRole("tab", { name: "Locations" }).click();
  const locForm = page.getByRole("form", { name: "Add a location" });
  await locForm.getByLabel("Location name").fill(kitchen);
  await locForm.getByLabel("Address").fill("1 Main Street");
  await locForm.getByRole("button", { name: "Add Location" }).click();
  await expect(page.getByRole("listitem", { name: kitchen })).toContainText("1 Main Street");

  await page.getByRole("tab", { name: "Shift types" }).click();
  const typeForm = page.getByRole("form", { name: "Add a shift type" });
  await typeForm.getByLabel("Shift type name").fill(early);
  await typeForm.getByLabel("Starts").fill("06:00");
  await typeForm.getByLabel("Ends").fill("14:00");
  await typeForm.getByLabel("Position").selectOption({ label: cook });
  await typeForm.getByLabel("Location").selectOption({ label: kitchen });
  await typeForm.getByRole("button", { name: "Add Shift Type" }).click();
  await expect(page.getByRole("listitem", { name: early })).toContainText(`06:00–14:00 · ${cook} · ${kitchen}`);

  // The shift type uses the cook position: deleting it is refused with the server's sentence, inline.
  await page.getByRole("tab", { name: "Positions" }).click();
  const cookItem = page.getByRole("listitem", { name: cook, exact: true });
  await cookItem.getByRole("button", { name: `Delete ${cook}` }).click();
  await cookItem.getByRole("button", { name: `Yes, Delete ${cook}` }).click();
  await expect(cookItem.getByRole("alert")).toHaveText(`The position ${cook} cannot be deleted: it is used by 1 shift type. Archive it instead.`);
  await expect(cookItem).toBeVisible();

  // Archive and restore instead; an unused position deletes.
  await cookItem.getByRole("button", { name: `Archive ${cook}` }).click();
  await expect(cookItem).toContainText("(archived)");
  await cookItem.getByRole("button", { name: `Restore ${cook}` }).click();
  await expect(cookItem).not.toContainText("(archived)");
  const cashierItem = page.getByRole("listitem", { name: cashier, exact: true });
  await cashierItem.getByRole("button", { name: `Delete ${cashier}` }).click();
  await cashierItem.getByRole("button", { name: `Yes, Delete ${cashier}` }).click();
  await expect(cashierItem).toHaveCount(0);

  // Editing keeps the id: the shift type still names the renamed position.
  await cookItem.getByRole("button", { name: `Edit ${cook}` }).click();
  const editForm = page.getByRole("form", { name: `Edit ${cook}` });
  await editForm.getByLabel("Position name").fill(`Chef ${t}`);
  await editForm.getByRole("button", { name: "Save Position" }).click();
  await page.getByRole("tab", { name: "Shift types" }).click();
  await expect(page.getByRole("listitem", { name: early })).toContainText(`Chef ${t}`);
});

// The default language changes every e-mail of people who chose none: a workplace of its
// own, so the shared one's other tests keep reading English.
test.describe("the default language", () => {
  let w: FreshWorkplace;
  test.beforeAll(async () => {
    w = await startFreshWorkplace(`shiftsched_e2e_language_${test.info().project.name}`);
  });
  test.afterAll(async () => {
    await w?.stop();
  });

  test("a manager sets the workplace's default language on its own tab, and it stays set", async ({ page }) => {
    const boss = await firstManager(w.base);
    await page.goto(`${w.base}/forgot-password`);
    await page.evaluate((t) => localStorage.setItem("token", t), boss.token);
    await page.goto(`${w.base}/workplace?section=language`);
    await expect(page.getByRole("tab", { name: "Language" })).toHaveAttribute("aria-selected", "true");
    const picker = page.getByLabel("Default language");
    await expect(picker).toHaveValue("en");
    await expectNoFindings(page, "the tab panel", "[role=tabpanel]");

    await picker.selectOption({ label: "Español" });
    await expect(page.getByText("Default language: Español.")).toBeVisible();
    const asked = () => freshGql<{ workplaceSettings: { defaultLanguage: string } }>(w.base, "{ workplaceSettings { defaultLanguage } }", {}, boss.token);
    expect((await asked()).workplaceSettings.defaultLanguage).toBe("es");

    await page.reload();
    await expect(page.getByLabel("Default language")).toHaveValue("es");
  });
});

test("what a manager types into the Add form while the last location is saving stays there", async ({ page }) => {
  const t = tag();
  const manager = await createAccount("Wpq", "MANAGER");
  // The first save waits until the next name is typed, as on a slow connection.
  let release!: () => void;
  const typed = new Promise<void>((done) => (release = done));
  await page.route("**/graphql", async (route) => {
    if (route.request().postDataJSON()?.operationName === "SaveLocation") await typed;
    await route.continue();
  });
  await signInWithToken(page, manager, "/workplace?section=locations");
  const form = page.getByRole("form", { name: "Add a location" });
  await form.getByLabel("Location name").fill(`Quay ${t}`);
  await form.getByRole("button", { name: "Add Location" }).click();
  await form.getByLabel("Location name").fill(`Yard ${t}`);
  release();
  await expect(page.getByRole("listitem", { name: `Quay ${t}` })).toBeVisible();
  await expect(form.getByLabel("Location name")).toHaveValue(`Yard ${t}`);
});
