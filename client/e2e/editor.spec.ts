import { expect, test } from "./helpers";
import { addDays } from "../src/lib/dates";
import { formatShortDate } from "../src/lib/i18n-format";
import { createAccount, answer, fridayAhead, gql, publishWeek, signInWithToken, uniquePerson, type Account } from "./helpers";
import { makeLocation, workplaceTag } from "./workplace-fixtures";

async function unread(who: Account): Promise<string[]> {
  const data = await gql<{ notifications: { message: string }[] }>(`{ notifications { message } }`, {}, who.token);
  return data.notifications.map((n) => n.message);
}

test("a manager builds a week from a copy, fixes a double booking, publishes to the changed people only; an employee acknowledges", async ({
  page,
  browser,
}) => {
  const source = fridayAhead(12);
  const target = fridayAhead(13);
  const manager = await createAccount("Edm", "MANAGER");
  const ann = await createAccount("Eda");
  const ben = await createAccount("Edb");
  const cat = await createAccount("Edc");

  await publishWeek(manager, source, [
    ["FRIDAY", ann.id, "09:00", "17:00"],
    ["SATURDAY", ben.id, "09:00", "17:00"],
  ]);
  // The target week is already published with Cat on it; she is not changed below.
  await publishWeek(manager, target, [["MONDAY", cat.id, "09:00", "17:00"]]);
  const catBefore = await unread(cat);

  await signInWithToken(page, manager, `/schedule?week=${target}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  await expect(editor.getByRole("status").first()).toHaveText("Published");

  // Copy last week into the draft.
  await editor.getByRole("button", { name: "Copy from…" }).click();
  await editor.getByLabel("Source").selectOption({ label: `Week of ${formatShortDate(source)}` });
  await editor.getByRole("button", { name: "Copy into draft" }).click();
  await expect(editor.getByText("Copied 2 shifts.")).toBeVisible();
  await expect(editor.getByText("Draft: unpublished changes")).toBeVisible();
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  await expect(grid.getByRole("button", { name: `${ann.name}, Friday 9:00 AM - 5:00 PM (added)` })).toBeVisible();

  // A second Friday shift for Ann overlaps: both shifts are flagged where they are.
  await grid.getByRole("button", { name: `Add shift for ${ann.name} on Friday` }).click();
  const form = editor.getByRole("form", { name: "Add shift" });
  await form.getByLabel("Start").fill("12:00");
  await form.getByLabel("End").fill("20:00");
  await form.getByRole("button", { name: "Save shift" }).click();
  await expect(grid.getByRole("button", { name: /Double-booked/ })).toHaveCount(2);
  await expect(editor.getByRole("list", { name: "Conflicts" })).toContainText(`${ann.name} cannot work two overlapping shifts`);

  // Fix it with the keyboard: move the new shift to the evening.
  await grid.getByRole("button", { name: `${ann.name}, Friday 12:00 PM - 8:00 PM (added): Double-booked` }).focus();
  await page.keyboard.press("Enter");
  const edit = editor.getByRole("form", { name: "Edit shift" });
  await edit.getByLabel("Start").fill("18:00");
  await edit.getByLabel("End").fill("22:00");
  await edit.getByRole("button", { name: "Save shift" }).click();
  await expect(grid.getByRole("button", { name: /Double-booked/ })).toHaveCount(0);
  await expect(grid.getByRole("button", { name: /Short rest/ })).toHaveCount(2);

  // Publish: two people will be told, the warning must be accepted first.
  await editor.getByRole("button", { name: "Publish…" }).click();
  const dialog = editor.getByRole("dialog");
  await expect(dialog.getByText("2 people will be told about their changed shifts.")).toBeVisible();
  const publishNow = dialog.getByRole("button", { name: "Publish now" });
  await expect(publishNow).toBeDisabled();
  await dialog.getByRole("checkbox", { name: "Accept this “Short rest” warning" }).check();
  await publishNow.click();
  await expect(editor.getByText("Schedule uploaded successfully! 2 people notified.")).toBeVisible();
  await expect(editor.getByText("Acknowledged: 0 of 3")).toBeVisible();

  const week = formatShortDate(target);
  expect(await unread(ann)).toContain(
    `Your schedule for the week of ${week} changed: Fri 9:00 AM–5:00 PM added, Fri 6:00 PM–10:00 PM added.`,
  );
  expect(await unread(ben)).toContain(`Your schedule for the week of ${week} changed: Sat 9:00 AM–5:00 PM added.`);
  expect(await unread(cat)).toEqual(catBefore);

  // Ann acknowledges her changed week.
  const annContext = await browser.newContext();
  const annPage = await annContext.newPage();
  await signInWithToken(annPage, ann, `/schedule?week=${target}`);
  await expect(annPage.getByText("Your shifts for this week are new or have changed.")).toBeVisible();
  await annPage.getByRole("button", { name: "Got it" }).click();
  await expect(annPage.getByText("You have acknowledged your shifts for this week.")).toBeVisible();
  await annContext.close();

  await page.reload();
  await expect(page.getByRole("region", { name: "Schedule Editor", exact: true }).getByText("Acknowledged: 1 of 3")).toBeVisible();
});

test("a manager saves, renames and deletes a template", async ({ page }) => {
  const manager = await createAccount("Tpm", "MANAGER");
  const tag = uniquePerson("Tpl").name;
  await signInWithToken(page, manager, `/schedule?week=${fridayAhead(14)}`);
  await page.getByRole("button", { name: "Copy from…" }).click();
  await page.getByLabel("Save this week as template").fill(tag);
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText(`Saved the template "${tag}".`)).toBeVisible();
  await page.getByRole("button", { name: `Rename template ${tag}`, exact: true }).click();
  const renaming = page.getByRole("dialog", { name: `Rename the template "${tag}"` });
  await renaming.getByLabel("New name of the template").fill(`${tag} renamed`);
  await renaming.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText(`Renamed the template to "${tag} renamed".`)).toBeVisible();
  await expect(page.getByRole("option", { name: `Template: ${tag} renamed` })).toBeAttached();
  await page.getByRole("button", { name: `Delete template ${tag} renamed` }).click();
  await answer(page, `Delete the template "${tag} renamed"?`, "Delete");
  await expect(page.getByText(`Deleted the template "${tag} renamed".`)).toBeVisible();
  await expect(page.getByRole("option", { name: `Template: ${tag} renamed` })).toHaveCount(0);
});

test("an open shift posted to a week still in draft shows under the editor's grid", async ({ page }) => {
  const friday = fridayAhead(23);
  const monday = addDays(friday, 3);
  const manager = await createAccount("Eom", "MANAGER");
  await createAccount("Eoa");
  const yard = `Yard ${workplaceTag()}`;
  await makeLocation(manager, yard);

  await signInWithToken(page, manager, "/open-shifts");
  const form = page.getByRole("form", { name: "Post an open shift" });
  await form.getByLabel("Date").fill(monday);
  await form.getByLabel("Start").fill("08:00");
  await form.getByLabel("End").fill("12:00");
  await form.getByLabel("Location").selectOption({ label: yard });
  await form.getByRole("button", { name: "Post open shift" }).click();
  await expect(page.getByRole("status")).toHaveText("The open shift was posted.");

  await page.goto(`/schedule?week=${friday}`);
  const grid = page.getByRole("region", { name: "Schedule Editor", exact: true }).getByRole("region", { name: "Shifts by person and day" });
  const open = grid.getByRole("link", { name: "Open shift, Monday 8:00 AM - 12:00 PM: see its claims" });
  await expect(open).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/\/open-shifts$/);
});

test("the Schedule Uploader and the editor change one and the same draft", async ({ page }) => {
  const friday = fridayAhead(26);
  const manager = await createAccount("Upm", "MANAGER");
  const dee = await createAccount("Upd");
  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  const uploader = editor.getByRole("region", { name: "Schedule Uploader" });
  const uploaderView = editor.getByRole("button", { name: "Uploader", exact: true });
  const gridView = editor.getByRole("button", { name: "Grid", exact: true });
  await expect(gridView).toHaveAttribute("aria-pressed", "true");
  await uploaderView.click();
  await expect(grid).toHaveCount(0);

  // A shift added in the uploader is a shift of the draft: the grid shows it as added.
  await uploader.getByRole("button", { name: "Add Shift on Monday" }).click();
  await uploader.getByLabel("Monday shift 1 Employee").selectOption({ label: dee.name });
  await expect(editor.getByText("Draft: unpublished changes")).toBeVisible();
  await gridView.click();
  await expect(uploader).toHaveCount(0);
  const added = grid.getByRole("button", { name: `${dee.name}, Monday 9:00 AM - 5:00 PM (added)` });
  await expect(added).toBeVisible();
  // The cell shows the times compact; the button's name above says them in full.
  await expect(added).toContainText("9a\u20135p");

  // A change made in the grid shows in the uploader.
  await added.click();
  const form = editor.getByRole("form", { name: "Edit shift" });
  await form.getByLabel("End").fill("13:00");
  await form.getByRole("button", { name: "Save shift" }).click();
  await expect(grid.getByRole("button", { name: `${dee.name}, Monday 9:00 AM - 1:00 PM (added)` })).toBeVisible();
  await uploaderView.click();
  await expect(uploader.getByLabel("Monday shift 1 End")).toHaveValue("13:00");
  await expect(uploader.getByLabel("Monday shift 1 Employee")).toHaveValue(dee.id);

  // Discarding the draft in the editor empties the uploader too.
  await editor.getByRole("button", { name: "Discard draft" }).click();
  await answer(page, "Discard every unpublished change of this week?", "Discard changes");
  await expect(uploader.getByLabel("Monday shift 1 Employee")).toHaveCount(0);
  await expect(uploader.getByText("0 shifts in this week")).toBeVisible();
  await expect(editor.getByText("Not published")).toBeVisible();
});
