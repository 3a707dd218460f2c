// The app asks and tells in its own dialogs and notices (issue 27): a confirmation is a
// modal dialog named by its question, with focus handled; a notice is announced by a live
// region that was on the page before it arrived.
import { expectNoFindings } from "./axe";
import { createAccount, expect, notice, signInWithToken, test } from "./helpers";

test("a confirmation is a named modal dialog that takes focus, cancels on Escape and gives focus back", async ({ page }) => {
  const manager = await createAccount("Dlgm", "MANAGER");
  const staying = await createAccount("Dlge");
  await signInWithToken(page, manager, "/manage-staff");
  const row = page.getByRole("row").filter({ hasText: staying.email });
  const opener = row.getByRole("button", { name: `Delete User ${staying.name}` });
  await opener.click();

  const dialog = page.getByRole("dialog", { name: `Delete ${staying.name}?` });
  await expect(dialog).toBeVisible();
  // The safe choice has focus; the destructive one says what it does.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Delete user" })).toBeVisible();
  await expectNoFindings(page, "the confirmation", "dialog");

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(row).toBeVisible();
});

test("a notice is announced by a polite live region and does not take focus", async ({ page }) => {
  const me = await createAccount("Dlgn");
  await signInWithToken(page, me, "/profile");
  // The region is on the page, empty, before anything is said: screen readers announce
  // what is added to a live region they already know.
  const polite = page.locator('[aria-live="polite"]');
  await expect(polite).toBeAttached();
  await expect(polite).toBeEmpty();

  const save = page.getByRole("button", { name: "Save Name" });
  await page.getByLabel("Name", { exact: true }).fill(`${me.name} B`);
  await save.click();
  await expect(notice(page, "Name updated!")).toBeVisible();
  await expect(polite).toHaveText(/Name updated!/);
  await expect(polite.locator(":focus")).toHaveCount(0);
});

test.describe("the guard against the browser's own dialogs", () => {
  // The fixture in helpers.ts fails any test in which alert, confirm or prompt appeared.
  test.fail();
  test("fails a test in which an alert appears", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.alert("native"));
  });
});
