import { expect, test } from "./helpers";
import { createAccount, fridayAhead, signInWithToken } from "./helpers";
import { givePositions, makeLocation, makePosition, makeShiftType, workplaceTag } from "./workplace-fixtures";

test("a manager quick-adds shifts from a shift type, sees who is not qualified, and filters by position and location", async ({
  page,
}) => {
  const t = workplaceTag();
  const friday = fridayAhead(28);
  const manager = await createAccount("Wem", "MANAGER");
  const ann = await createAccount("Wea");
  const ben = await createAccount("Web");
  const [cook, cashier, kitchen, till, early] = [`Cook ${t}`, `Cashier ${t}`, `Kitchen ${t}`, `Till ${t}`, `Early cook ${t}`];
  const cookId = await makePosition(manager, cook, "#d62728");
  const cashierId = await makePosition(manager, cashier, "#2ca02c");
  const kitchenId = await makeLocation(manager, kitchen);
  const tillId = await makeLocation(manager, till);
  await makeShiftType(manager, { name: early, positionId: cookId, locationId: kitchenId, startTime: "06:00", endTime: "14:00" });
  await givePositions(manager, ann.id, [cookId], [kitchenId]);
  await givePositions(manager, ben.id, [cashierId], [tillId]);

  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });

  // Quick-add: the shift type fills in the times, the position and the location.
  await grid.getByRole("button", { name: `Add shift for ${ann.name} on Saturday` }).click();
  let form = editor.getByRole("form", { name: "Add shift" });
  await form.getByLabel("Shift type").selectOption({ label: early });
  await expect(form.getByLabel("Start")).toHaveValue("06:00");
  await expect(form.getByLabel("Position")).toHaveValue(cookId);
  await form.getByRole("button", { name: "Save shift" }).click();
  const annShift = grid.getByRole("button", { name: `${ann.name}, Saturday 6:00 AM - 2:00 PM, ${cook} · ${kitchen} (added)` });
  await expect(annShift).toBeVisible();
  await expect(annShift).toHaveCSS("border-left-color", "rgb(214, 39, 40)");

  // Ben is a cashier: a cook's shift is flagged on the shift, like other conflicts.
  await grid.getByRole("button", { name: `Add shift for ${ben.name} on Saturday` }).click();
  form = editor.getByRole("form", { name: "Add shift" });
  await form.getByLabel("Shift type").selectOption({ label: early });
  await form.getByRole("button", { name: "Save shift" }).click();
  await expect(
    grid.getByRole("button", { name: `${ben.name}, Saturday 6:00 AM - 2:00 PM, ${cook} · ${kitchen} (added): Not qualified` }),
  ).toBeVisible();

  // A shift given its position and location by hand.
  await grid.getByRole("button", { name: `Add shift for ${ben.name} on Sunday` }).click();
  form = editor.getByRole("form", { name: "Add shift" });
  await form.getByLabel("Start").fill("10:00");
  await form.getByLabel("End").fill("14:00");
  await form.getByLabel("Position").selectOption({ label: cashier });
  await form.getByLabel("Location").selectOption({ label: till });
  await form.getByRole("button", { name: "Save shift" }).click();
  const benSunday = grid.getByRole("button", { name: `${ben.name}, Sunday 10:00 AM - 2:00 PM, ${cashier} · ${till} (added)` });
  await expect(benSunday).toBeVisible();

  const filters = editor.getByRole("group", { name: "Filter shifts" });
  await filters.getByLabel("Show position").selectOption({ label: cook });
  await expect(benSunday).toHaveCount(0);
  await expect(annShift).toBeVisible();
  await filters.getByLabel("Show position").selectOption({ label: "All positions" });
  await filters.getByLabel("Show location").selectOption({ label: till });
  await expect(benSunday).toBeVisible();
  await expect(annShift).toHaveCount(0);
});
