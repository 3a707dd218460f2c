import { expect, test } from "./helpers";
import { createAccount, gql, signInWithToken } from "./helpers";
import { makeLocation, makePosition, workplaceTag } from "./workplace-fixtures";

test("a manager gives a person positions with a primary, a location and hourly rates", async ({ page }) => {
  const t = workplaceTag();
  const manager = await createAccount("Swm", "MANAGER");
  const emp = await createAccount("Swe");
  const [cook, cashier, kitchen] = [`Cook ${t}`, `Cashier ${t}`, `Kitchen ${t}`];
  const cookId = await makePosition(manager, cook, "#d62728");
  const cashierId = await makePosition(manager, cashier, "#2ca02c");
  const kitchenId = await makeLocation(manager, kitchen);
  await signInWithToken(page, manager, "/manage-staff");

  const row = page.getByRole("row").filter({ hasText: emp.email });
  await row.getByRole("button", { name: `Positions of ${emp.name}` }).click();
  const form = page.getByRole("form", { name: `Positions and locations of ${emp.name}` });
  await form.getByRole("checkbox", { name: cook }).check();
  await form.getByRole("checkbox", { name: cashier }).check();
  await form.getByRole("radio", { name: `Primary position: ${cashier}` }).check();
  await form.getByLabel(`Rate as ${cook}`).fill("21.50");
  await form.getByRole("checkbox", { name: kitchen }).check();
  await form.getByLabel("Hourly rate").fill("18");
  await form.getByRole("button", { name: `Save positions and locations of ${emp.name}` }).click();
  await expect(form).toHaveCount(0);
  await expect(row).toContainText(`${cashier} (primary), ${cook} · ${kitchen}`);

  const saved = await gql<{ personWorkplaces: unknown[] }>(
    `query($u: [ID!]) { personWorkplaces(userIds: $u) { positions { positionId primary hourlyRateCents } locationIds hourlyRateCents } }`,
    { u: [emp.id] },
    manager.token,
  );
  expect(saved.personWorkplaces).toEqual([
    {
      positions: [
        { positionId: cashierId, primary: true, hourlyRateCents: null },
        { positionId: cookId, primary: false, hourlyRateCents: 2150 },
      ],
      locationIds: [kitchenId],
      hourlyRateCents: 1800,
    },
  ]);

  // A rate that is not an amount is refused before anything is sent.
  await row.getByRole("button", { name: `Positions of ${emp.name}` }).click();
  await form.getByLabel("Hourly rate").fill("lots");
  await form.getByRole("button", { name: `Save positions and locations of ${emp.name}` }).click();
  await expect(form.getByRole("alert")).toHaveText("Write a rate as an amount per hour, for example 18.50.");
});
