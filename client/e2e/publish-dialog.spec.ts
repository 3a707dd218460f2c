// The publish dialog for people: warnings by kind with their counts, serious kinds first,
// one tick a kind (or one for all), and the notices as one line (issue 42: 4).
import { createAccount, expect, fridayAhead, gql, signInWithToken, test, uniquePerson, type Account } from "./helpers";

type Id = { id: string };

/** A shop whose evening shift needs one person on Friday and three every other day, and the people who work there. */
async function setUpShop(manager: Account, people: Account[]) {
  const tag = uniquePerson("Pd").name.split(" ")[1];
  const save = async (field: string, type: string, input: Record<string, unknown>) =>
    (await gql<Record<string, Id>>(`mutation($in: ${type}!) { ${field}(input: $in) { id } }`, { in: input }, manager.token))[field].id;
  const location = await save("saveLocation", "LocationInput", { name: `Shop ${tag}` });
  const cashier = await save("savePosition", "PositionInput", { name: `Cashier ${tag}`, colour: "#1f77b4" });
  const shiftTypeId = await save("saveShiftType", "ShiftTypeInput", {
    name: `Evening ${tag}`,
    positionId: cashier,
    locationId: location,
    startTime: "17:00",
    endTime: "22:00",
  });
  await Promise.all(
    people.map((p) =>
      gql(
        `mutation($in: PersonWorkplaceInput!) { setPersonWorkplace(input: $in) { userId } }`,
        { in: { userId: p.id, positions: [{ positionId: cashier }], locationIds: [location] } },
        manager.token,
      ),
    ),
  );
  const needed = { friday: 1, saturday: 3, sunday: 3, monday: 3, tuesday: 3, wednesday: 3, thursday: 3 };
  await save("saveStaffingRequirement", "StaffingRequirementInput", { locationId: location, shiftTypeId, needed });
  return shiftTypeId;
}

test("the publish dialog groups many warnings by kind, serious first, accepts each kind with one tick and sums up the notices", async ({
  page,
}) => {
  const week = fridayAhead(57);
  const manager = await createAccount("Pdm", "MANAGER");
  const [ann, ben] = await Promise.all([createAccount("Pda"), createAccount("Pdb")]);
  const shiftTypeId = await setUpShop(manager, [ann, ben]);
  const add = (dayKey: string, who: Account, times: { startTime: string; endTime: string } | object = {}) =>
    gql(
      `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { weekStarting } }`,
      { in: { weekStarting: week, dayKey, userId: who.id, shiftTypeId, ...times } },
      manager.token,
    );
  // Friday one too many; every other day short; and Ann rests only 2 h between Saturday
  // evening and Sunday's early start: the one serious warning among eight.
  await Promise.all([
    add("FRIDAY", ann),
    add("FRIDAY", ben),
    add("SATURDAY", ann),
    add("SUNDAY", ann, { startTime: "00:00", endTime: "06:00" }),
    ...["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"].map((day) => add(day, ben)),
  ]);

  await signInWithToken(page, manager, `/schedule?week=${week}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  await editor.getByRole("button", { name: "Publish…" }).click();
  const dialog = editor.getByRole("dialog");

  // The notices are one line; who gets which is folded away.
  await expect(dialog.getByText("2 people will be told that the week was posted.")).toBeVisible();
  await expect(dialog.getByText(/A new schedule has been posted/)).toHaveCount(0);
  await expect(dialog.getByRole("list", { name: "Changes" })).toBeHidden();
  await expect(dialog.getByText("Who is told what")).toBeVisible();

  // Three kinds, the serious one first, each with its count.
  const warnings = dialog.getByRole("group", { name: "Warnings to accept" });
  const kinds = warnings.getByRole("group", { name: /: \d+ warnings?$/ });
  await expect(kinds).toHaveCount(3);
  await expect(kinds.first()).toHaveAccessibleName("Serious — Short rest: 1 warning");
  await expect(kinds.first()).toContainText(`${ann.name} would rest only 2 h between`);
  const understaffed = warnings.getByRole("group", { name: "Understaffed: 6 warnings" });
  await expect(understaffed).toBeVisible();
  await expect(warnings.getByRole("group", { name: "Overstaffed: 1 warning" })).toBeVisible();
  // A long kind shows its first sentences; the rest wait behind "Show 3 more".
  await expect(understaffed.getByRole("listitem")).toHaveCount(3);
  await expect(understaffed.getByText("Show 3 more")).toBeVisible();

  // One tick for all, or one tick a kind: Publish waits for every kind.
  const publishNow = dialog.getByRole("button", { name: "Publish now" });
  await expect(publishNow).toBeDisabled();
  const all = warnings.getByRole("checkbox", { name: "Accept all 8 warnings" });
  await warnings.getByRole("checkbox", { name: "Accept this “Short rest” warning" }).check();
  await warnings.getByRole("checkbox", { name: "Accept all 6 “Understaffed” warnings" }).check();
  await expect(publishNow).toBeDisabled();
  await warnings.getByRole("checkbox", { name: "Accept this “Overstaffed” warning" }).check();
  await expect(all).toBeChecked();
  await all.uncheck();
  await expect(publishNow).toBeDisabled();
  await all.check();
  await publishNow.click();
  await expect(editor.getByText("Schedule uploaded successfully! 2 people notified.")).toBeVisible();
});
