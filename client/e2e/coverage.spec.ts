import { expect, test } from "./helpers";
import { createAccount, fridayAhead, gql, signInWithToken, uniquePerson, type Account } from "./helpers";

type Id = { id: string };

/** Two positions, a location and an evening shift type, set up through the API (their screens are tested with them). */
async function setUpWorkplace(manager: Account, people: Account[]) {
  const tag = uniquePerson("Cv").name.split(" ")[1];
  const save = async (field: string, type: string, input: Record<string, unknown>) =>
    (await gql<Record<string, Id>>(`mutation($in: ${type}!) { ${field}(input: $in) { id } }`, { in: input }, manager.token))[field].id;
  const location = await save("saveLocation", "LocationInput", { name: `Shop ${tag}` });
  const cashier = await save("savePosition", "PositionInput", { name: `Cashier ${tag}`, colour: "#1f77b4" });
  await save("savePosition", "PositionInput", { name: `Stocker ${tag}`, colour: "#2ca02c" });
  const evening = `Evening ${tag}`;
  const shiftType = await save("saveShiftType", "ShiftTypeInput", {
    name: evening,
    positionId: cashier,
    locationId: location,
    startTime: "17:00",
    endTime: "22:00",
  });
  for (const p of people) {
    await gql(
      `mutation($in: PersonWorkplaceInput!) { setPersonWorkplace(input: $in) { userId } }`,
      { in: { userId: p.id, positions: [{ positionId: cashier }], locationIds: [location] } },
      manager.token,
    );
  }
  return { location: `Shop ${tag}`, evening, shiftType };
}

async function addEvening(manager: Account, week: string, day: string, who: Account, shiftTypeId: string) {
  await gql(
    `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { weekStarting } }`,
    { in: { weekStarting: week, dayKey: day, userId: who.id, shiftTypeId } },
    manager.token,
  );
}

test("a manager sets Saturday's requirement, sees Saturday short in the coverage row, fixes it and publishes; an employee marks a preference", async ({
  page,
  browser,
}) => {
  const week = fridayAhead(22);
  const manager = await createAccount("Cvm", "MANAGER");
  const ann = await createAccount("Cva");
  const ben = await createAccount("Cvb");
  const shop = await setUpWorkplace(manager, [ann, ben]);

  // Friday needs one on the evening shift, Saturday two.
  await signInWithToken(page, manager, "/workplace/requirements");
  await page.getByLabel("Location").selectOption({ label: shop.location });
  await page.getByLabel("Shift type or position").selectOption({ label: shop.evening });
  await page.getByLabel("Friday").fill("1");
  await page.getByLabel("Saturday").fill("2");
  await page.getByRole("button", { name: "Save requirement" }).click();
  await expect(page.getByText("Requirement saved.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Requirements" }).getByRole("row", { name: new RegExp(shop.evening) })).toBeVisible();

  // The week has Ann on Saturday evening only: one short.
  await addEvening(manager, week, "FRIDAY", ben, shop.shiftType);
  await addEvening(manager, week, "SATURDAY", ann, shop.shiftType);
  await page.goto(`/schedule?week=${week}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const coverage = editor.getByRole("region", { name: "Coverage" });
  const saturday = coverage.getByRole("cell", { name: `${shop.evening} at ${shop.location} on Saturday: 2 needed, 1 scheduled, 1 short` });
  await expect(saturday).toBeVisible();
  await expect(editor.getByRole("list", { name: "Conflicts" })).toContainText("(1 short)");

  // Ben takes the second Saturday evening (the shift form's shift types are the
  // workplace screens' part): the row follows.
  await addEvening(manager, week, "SATURDAY", ben, shop.shiftType);
  await page.reload();
  await expect(coverage.getByRole("cell", { name: `${shop.evening} at ${shop.location} on Saturday: 2 needed, 2 scheduled, covered` })).toBeVisible();
  await expect(editor.getByRole("list", { name: "Conflicts" })).toHaveCount(0);

  await editor.getByRole("button", { name: "Publish…" }).click();
  const dialog = editor.getByRole("dialog");
  await dialog.getByRole("button", { name: "Publish now" }).click();
  await expect(editor.getByText(/^Schedule uploaded successfully! \d+ (person|people) notified\.$/)).toBeVisible();

  // Ann would rather not work Saturdays: she says so beside her availability, and the
  // manager sees it beside her row.
  const annContext = await browser.newContext();
  const annPage = await annContext.newPage();
  await signInWithToken(annPage, ann, "/availability");
  const prefs = annPage.getByRole("region", { name: "My Preferences" });
  await prefs.getByLabel("I would").selectOption({ label: "rather not work" });
  await prefs.getByLabel("When").selectOption({ label: "Saturdays" });
  await prefs.getByLabel("Strength").selectOption({ label: "High" });
  await prefs.getByRole("button", { name: "Add preference" }).click();
  await expect(prefs.getByRole("list", { name: "My preferences" })).toContainText("I would rather not work Saturdays (high)");
  await annContext.close();

  await page.reload();
  await expect(editor.getByRole("img", { name: `${ann.name}'s preferences: would rather not work Saturdays (high)` })).toBeVisible();
  await expect(editor.getByRole("list", { name: "Conflicts" })).toContainText(`${ann.name} would rather not work Saturdays (high)`);
});
