import { expect, test } from "./helpers";
import { expectNoSeriousFindings } from "./axe";
import { addDays } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { createAccount, fridayAhead, gql, notice, publishWeek, question, signInWithToken } from "./helpers";

test("approving time off that clashes with a published shift asks, posts it as an open shift and takes the person off the week", async ({
  page,
}) => {
  const manager = await createAccount("Tdm", "MANAGER");
  const emp = await createAccount("Tde");
  const friday = fridayAhead(42);
  const saturday = addDays(friday, 1);
  await publishWeek(manager, friday, [["SATURDAY", emp.id, "09:00", "17:00"]]);
  await gql(`mutation($d: Date!) { requestTimeOff(date: $d, reason: "Wedding") { id } }`, { d: saturday }, emp.token);

  await signInWithToken(page, manager, "/dashboard");
  const panel = page.getByRole("region", { name: "Manager Panel" });
  await panel.getByRole("button", { name: `Approve ${emp.name} on ${formatDate(saturday)}` }).click();

  // The dialog names the clashing shift and proposes posting it as an open shift.
  const dialog = question(page, `Approve time off for ${emp.name}?`);
  const shift = dialog.getByRole("group", { name: `${formatDate(saturday)} 9:00 AM - 5:00 PM` });
  await expect(shift.getByRole("radio", { name: "Post as an open shift" })).toBeChecked();
  await expect(shift.getByRole("radio")).toHaveCount(3);
  await expectNoSeriousFindings(page, "the clash dialog", "dialog");
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText(`${emp.name} asks for time off`)).toHaveCount(0);

  // The week shows the shift as open and the person without it.
  await page.goto(`/schedule?week=${friday}`);
  const grid = page.getByRole("region", { name: "Schedule Editor", exact: true }).getByRole("region", { name: "Shifts by person and day" });
  await expect(grid.getByRole("link", { name: "Open shift, Saturday 9:00 AM - 5:00 PM: see its claims" })).toBeVisible();
  await expect(grid.getByRole("button", { name: new RegExp(`^${emp.name}, Saturday`) })).toHaveCount(0);
  const week = await gql<{ week: { schedule: { days: { shifts: { userId: string }[] }[] } | null } }>(
    `query($w: Date!) { week(date: $w) { schedule { days { shifts { userId } } } } }`,
    { w: friday },
    manager.token,
  );
  expect(week.week.schedule?.days.flatMap((d) => d.shifts).filter((s) => s.userId === emp.id)).toEqual([]);
});

test("a manager puts herself on the rota from Manage Staff and becomes a row of the editor", async ({ page }) => {
  const manager = await createAccount("Trm", "MANAGER");
  const friday = fridayAhead(43);

  await signInWithToken(page, manager, `/schedule?week=${friday}`);
  const grid = page.getByRole("region", { name: "Schedule Editor", exact: true }).getByRole("region", { name: "Shifts by person and day" });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole("button", { name: `Add shift for ${manager.name} on Friday` })).toHaveCount(0);

  await page.goto("/manage-staff");
  const works = page.getByRole("checkbox", { name: `Works shifts (${manager.name})` });
  await expect(works).not.toBeChecked();
  await works.check();
  await expect(notice(page, `${manager.name} now works shifts.`)).toBeVisible();
  await expect(works).toBeChecked();

  await page.goto(`/schedule?week=${friday}`);
  await expect(grid.getByRole("button", { name: `Add shift for ${manager.name} on Friday` })).toBeVisible();
});
