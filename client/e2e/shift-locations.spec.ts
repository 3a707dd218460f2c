// Issue 42: 2, "locations never leak": the cell editor keeps the location chosen in it
// (one-click shift types and Repeat to… included), and "Show location" lists that
// location's people with their hours there and in all.
import { expect, test } from "./helpers";
import { createAccount, fridayAhead, gql, signInWithToken, type Account } from "./helpers";
import { givePositions, makeLocation, makeShiftType, workplaceTag } from "./workplace-fixtures";
import { firstManager, freshGql, freshPerson, startFreshWorkplace } from "./fresh-workplace";

type Shift = { id: string; userId: string; dayKey: string; locationId: string | null; status: string };

async function shiftsOf(manager: Account, week: string, userId: string): Promise<Shift[]> {
  const d = await gql<{ weekDraft: { shifts: Shift[] } }>(
    `query($w: Date!) { weekDraft(weekStarting: $w) { shifts { id userId dayKey locationId status } } }`,
    { w: week },
    manager.token,
  );
  return d.weekDraft.shifts.filter((s) => s.userId === userId && s.status !== "REMOVED");
}

/** A café with a Harbour and a Downtown: Finn at Harbour, Dana Downtown, Sam at both. */
async function cafe() {
  const tag = `Sl${workplaceTag()}`;
  const manager = await createAccount("Slm", "MANAGER");
  const harbour = await makeLocation(manager, `Harbour ${tag}`);
  const downtown = await makeLocation(manager, `Downtown ${tag}`);
  const [finn, dana, sam] = [await createAccount(`${tag}Finn`), await createAccount(`${tag}Dana`), await createAccount(`${tag}Sam`)];
  await givePositions(manager, finn.id, [], [harbour]);
  await givePositions(manager, dana.id, [], [downtown]);
  await givePositions(manager, sam.id, [], [harbour, downtown]);
  return { tag, manager, harbour, downtown, finn, dana, sam };
}

async function addShift(manager: Account, week: string, userId: string, dayKey: string, locationId: string, startTime = "09:00", endTime = "17:00") {
  await gql(
    `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { weekStarting } }`,
    { in: { weekStarting: week, dayKey, userId, startTime, endTime, locationId } },
    manager.token,
  );
}

test("the cell editor keeps the location chosen in it: a one-click shift type, and Repeat to… on the original too", async ({ page }) => {
  const week = fridayAhead(61);
  const c = await cafe();
  const early = `Early ${c.tag}`;
  await makeShiftType(c.manager, { name: early, startTime: "06:00", endTime: "14:00" });
  await addShift(c.manager, week, c.sam.id, "SATURDAY", c.downtown);
  await signInWithToken(page, c.manager, `/schedule?week=${week}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  await editor.getByLabel("Find a person").fill(c.tag);

  // Quick-add: Harbour chosen, then the shift type in one click.
  await grid.getByRole("button", { name: `Add shift for ${c.sam.name} on Friday` }).click();
  const add = editor.getByRole("form", { name: "Add shift" });
  await add.getByLabel("Location").selectOption({ label: `Harbour ${c.tag}` });
  await add.getByRole("group", { name: "Shifts that fit" }).getByRole("button", { name: new RegExp(early) }).click();
  await expect(add).toBeHidden();
  await expect.poll(async () => (await shiftsOf(c.manager, week, c.sam.id)).find((s) => s.dayKey === "FRIDAY")?.locationId).toBe(c.harbour);

  // Repeat to…: the Saturday shift moved to Harbour in the editor, repeated to Sunday.
  await grid.getByRole("button", { name: new RegExp(`^${c.sam.name}, Saturday`) }).click();
  const edit = editor.getByRole("form", { name: "Edit shift" });
  await edit.getByLabel("Location").selectOption({ label: `Harbour ${c.tag}` });
  await edit.getByText("Repeat to…").click();
  await edit.getByRole("checkbox", { name: "Sunday" }).check();
  await edit.getByRole("button", { name: "Repeat", exact: true }).click();
  await expect(edit).toBeHidden();
  await expect
    .poll(async () => (await shiftsOf(c.manager, week, c.sam.id)).map((s) => `${s.dayKey}@${s.locationId}`).sort())
    .toEqual([`FRIDAY@${c.harbour}`, `SATURDAY@${c.harbour}`, `SUNDAY@${c.harbour}`]);
});

test("Show location: Harbour lists only Harbour's people, with their hours there and in all", async ({ page }) => {
  const week = fridayAhead(66);
  const c = await cafe();
  await addShift(c.manager, week, c.sam.id, "FRIDAY", c.harbour);
  for (const day of ["SATURDAY", "SUNDAY", "MONDAY", "TUESDAY"]) await addShift(c.manager, week, c.sam.id, day, c.downtown);
  await addShift(c.manager, week, c.dana.id, "FRIDAY", c.downtown);
  await addShift(c.manager, week, c.finn.id, "FRIDAY", c.harbour, "10:00", "14:00");
  await signInWithToken(page, c.manager, `/schedule?week=${week}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  await editor.getByLabel("Find a person").fill(c.tag);
  await expect(grid.getByRole("rowheader", { name: c.dana.name })).toBeVisible();

  await editor.getByLabel("Show location").selectOption({ label: `Harbour ${c.tag}` });
  await expect(grid.getByRole("rowheader", { name: c.dana.name })).toBeHidden();
  const rows = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name: c.tag }) });
  await expect(rows.getByRole("rowheader")).toHaveText([c.finn.name, c.sam.name]);
  const samRow = rows.filter({ has: page.getByRole("rowheader", { name: c.sam.name }) });
  await expect(samRow.getByRole("cell").first()).toHaveText(/^8(\/\d+\+?)? h here · 40 h in all/);
  const finnRow = rows.filter({ has: page.getByRole("rowheader", { name: c.finn.name }) });
  await expect(finnRow.getByRole("cell").first()).toHaveText(/^4(\/\d+\+?)? h here · 4 h in all/);
});

test("the Schedule Uploader adds a shift at the one location its person works at", async ({ page }) => {
  // A workplace of its own: whom the uploader picks depends on everyone in it.
  const w = await startFreshWorkplace(`shiftsched_e2e_uploader_place_${test.info().project.name}_${test.info().retry}`);
  try {
    const manager = await firstManager(w.base);
    await freshPerson(w.base, "EMPLOYEE", "Upl");
    const place = async (name: string) =>
      (await freshGql<{ saveLocation: { id: string } }>(w.base, `mutation($i: LocationInput!) { saveLocation(input: $i) { id } }`, { i: { name } }, manager.token))
        .saveLocation.id;
    const harbour = await place("Harbour");
    const downtown = await place("Downtown");
    // Everyone on the rota works at one of the two: a shift without a location is refused.
    const { rota } = await freshGql<{ rota: { id: string }[] }>(w.base, `{ rota { id } }`, {}, manager.token);
    const home = new Map(rota.map((p, i) => [p.id, i % 2 ? downtown : harbour]));
    for (const [userId, locationId] of home)
      await freshGql(w.base, `mutation($i: PersonWorkplaceInput!) { setPersonWorkplace(input: $i) { userId } }`, { i: { userId, positions: [], locationIds: [locationId] } }, manager.token);

    const week = fridayAhead(53);
    await page.goto(`${w.base}/icon-192.png`);
    await page.evaluate((t) => localStorage.setItem("token", t), manager.token);
    await page.goto(`${w.base}/schedule?week=${week}`);
    const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
    await editor.getByRole("button", { name: "Uploader", exact: true }).click();
    const uploader = editor.getByRole("region", { name: "Schedule Uploader" });
    await uploader.getByRole("button", { name: "Add Shift on Monday" }).click();
    await expect(uploader.getByLabel("Monday shift 1 Employee")).toBeVisible();
    await expect(editor.getByText("Draft: unpublished changes")).toBeVisible();

    const { weekDraft } = await freshGql<{ weekDraft: { shifts: { userId: string; locationId: string | null }[] } }>(
      w.base,
      `query($w: Date!) { weekDraft(weekStarting: $w) { shifts { userId locationId } } }`,
      { w: week },
      manager.token,
    );
    expect(weekDraft.shifts).toHaveLength(1);
    expect(weekDraft.shifts[0].locationId).toBe(home.get(weekDraft.shifts[0].userId));
  } finally {
    await w.stop();
  }
});
