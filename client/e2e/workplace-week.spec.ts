import { expect, test } from "./helpers";
import { createAccount, fridayAhead, gql, signInWithToken } from "./helpers";
import { givePositions, makeLocation, makePosition, workplaceTag } from "./workplace-fixtures";

test("an employee sees the position and location of shifts on the week page", async ({ page }) => {
  const t = workplaceTag();
  const friday = fridayAhead(29);
  const manager = await createAccount("Wwm", "MANAGER");
  const emp = await createAccount("Wwe");
  const cook = `Cook ${t}`;
  const kitchen = `Kitchen ${t}`;
  const cookId = await makePosition(manager, cook, "#d62728");
  const kitchenId = await makeLocation(manager, kitchen);
  await givePositions(manager, emp.id, [cookId], [kitchenId]);
  await gql(
    `mutation($input: PublishScheduleInput!) { publishSchedule(input: $input) { id } }`,
    {
      input: {
        weekStarting: friday,
        shifts: [
          { dayKey: "SATURDAY", userId: emp.id, startTime: "09:00", endTime: "17:00", positionId: cookId, locationId: kitchenId },
          { dayKey: "SUNDAY", userId: emp.id, startTime: "10:00", endTime: "14:00" },
        ],
      },
    },
    manager.token,
  );

  await signInWithToken(page, emp, `/schedule?week=${friday}`);
  // The position's name is part of the shift's accessible name, its colour the left border.
  const cookShift = page.getByRole("button", { name: `${emp.name} 9:00 AM - 5:00 PM ${cook} · ${kitchen}` });
  await expect(cookShift).toBeVisible();
  await expect(cookShift).toHaveCSS("border-left-color", "rgb(214, 39, 40)");
  // Sent without a location, a shift goes to the one location its person works at.
  await expect(page.getByRole("button", { name: `${emp.name} 10:00 AM - 2:00 PM ${kitchen}`, exact: true })).toBeVisible();
});
