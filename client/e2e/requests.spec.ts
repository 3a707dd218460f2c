import { expect, test } from "./helpers";
import { addDays } from "../src/lib/dates";
import { createAccount, fridayAhead, gql, publishWeek, signInWithToken } from "./helpers";

test("the Requests inbox approves a time-off request and a swap in place, and filters by kind", async ({ page }) => {
  const friday = fridayAhead(40);
  const manager = await createAccount("Rqm", "MANAGER");
  const amy = await createAccount("Rqa");
  const bo = await createAccount("Rqb");
  await publishWeek(manager, friday, [
    ["FRIDAY", amy.id, "09:00", "17:00"],
    ["SATURDAY", bo.id, "10:00", "18:00"],
  ]);
  const shifts = await gql<{ shifts: { id: string; userId: string }[] }>(
    `query($f: Date!, $t: Date!) { shifts(from: $f, to: $t) { id userId } }`,
    { f: friday, t: addDays(friday, 6) },
    manager.token,
  );
  const shiftOf = (userId: string) => shifts.shifts.find((s) => s.userId === userId)!.id;
  const swap = await gql<{ requestSwap: { id: string } }>(
    `mutation($a: ID!, $b: ID!) { requestSwap(shiftId: $a, targetShiftId: $b) { id } }`,
    { a: shiftOf(amy.id), b: shiftOf(bo.id) },
    amy.token,
  );
  await gql(`mutation($id: ID!) { respondToSwap(id: $id, answer: ACCEPT) { id } }`, { id: swap.requestSwap.id }, bo.token);
  await gql(`mutation($d: Date!) { requestTimeOff(date: $d, reason: "Dentist") { id } }`, { d: addDays(friday, 4) }, bo.token);

  await signInWithToken(page, manager, "/dashboard");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Requests", exact: true }).click();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByRole("heading", { name: "Requests", level: 1 })).toBeVisible();

  const timeOff = page.getByRole("region", { name: "Pending PTO Requests" });
  const swaps = page.getByRole("region", { name: "Manager Approval Queue" });
  const claims = page.getByRole("region", { name: "Open Shift Claims" });
  await expect(claims).toBeVisible();

  // One kind at a time, kept in the address.
  await page.getByRole("radio", { name: "Swaps" }).check();
  await expect(page).toHaveURL(/\/requests\?kind=swaps$/);
  await expect(timeOff).toHaveCount(0);
  await expect(claims).toHaveCount(0);
  await swaps.getByRole("button", { name: `Approve swap of ${amy.name} with ${bo.name}` }).click();
  await expect(swaps.getByRole("button", { name: `Approve swap of ${amy.name} with ${bo.name}` })).toHaveCount(0);

  await page.getByRole("radio", { name: "Time off" }).check();
  await expect(swaps).toHaveCount(0);
  await timeOff.getByRole("button", { name: new RegExp(`^Approve ${bo.name}`) }).click();
  await expect(timeOff.getByRole("button", { name: new RegExp(`^Approve ${bo.name}`) })).toHaveCount(0);

  // Both decisions reached the server: the shifts changed hands and the time off is approved.
  const after = await gql<{ shifts: { id: string; userId: string }[] }>(
    `query($f: Date!, $t: Date!) { shifts(from: $f, to: $t) { id userId } }`,
    { f: friday, t: addDays(friday, 6) },
    manager.token,
  );
  expect(after.shifts.find((s) => s.id === shiftOf(amy.id))?.userId).toBe(bo.id);
  const mine = await gql<{ myTimeOffRequests: { status: string }[] }>(`{ myTimeOffRequests { status } }`, {}, bo.token);
  expect(mine.myTimeOffRequests.map((r) => r.status)).toEqual(["APPROVED"]);
});

test("employees are not offered the Requests inbox", async ({ page }) => {
  const emp = await createAccount("Rqe");
  await signInWithToken(page, emp, "/requests");
  await expect(page.getByRole("heading", { name: "Requests", level: 1 })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Requests", exact: true })).toHaveCount(0);
});
