import { readFileSync } from "node:fs";
import { expect, test } from "./helpers";
import { addDays } from "../src/lib/dates";
import { createAccount, answer, fridayAhead, gql, publishWeek, signInWithToken } from "./helpers";

test("a person creates an API token, a script uses it, and they revoke it", async ({ page }) => {
  const boss = await createAccount("Tokener", "MANAGER");
  await signInWithToken(page, boss, "/profile");
  const section = page.getByRole("region", { name: "API Tokens" });
  await section.getByLabel("Token name").fill("payroll script");
  await section.getByRole("checkbox", { name: /^schedule:read:/ }).check();
  await section.getByLabel("Expires after").selectOption({ label: "Never" });
  await section.getByRole("button", { name: "Create Token" }).click();

  const secretBox = section.getByLabel("New token");
  await expect(secretBox).toHaveValue(/^shspat_/);
  const secret = await secretBox.inputValue();
  const row = section.getByRole("row", { name: /payroll script/ });
  await expect(row).toContainText("schedule:read");
  await expect(row.getByRole("cell").nth(4)).toHaveText("Never");

  // A script: in scope it works, out of scope the error names the scope.
  const me = await gql<{ me: { name: string } }>(`{ me { name } }`, {}, secret);
  expect(me.me.name).toBe(boss.name);
  await gql(`query($d: Date!) { week(date: $d) { weekStarting } }`, { d: fridayAhead(11) }, secret);
  await expect(gql(`{ staff { id } }`, {}, secret)).rejects.toThrow(/staff:read/);

  await page.reload();
  await expect(row.getByRole("cell").nth(4)).not.toHaveText("Never");
  await expect(section.getByLabel("New token")).toHaveCount(0); // shown once only

  await row.getByRole("button", { name: "Revoke token payroll script" }).click();
  await answer(page, 'Revoke the token "payroll script"?', "Revoke");
  await expect(row).toHaveCount(0);
  await expect(gql(`{ me { name } }`, {}, secret)).rejects.toThrow(/Token is not valid/);
});

test("managers see everyone's scheduled hours with totals and download them; staff see their own", async ({ page }) => {
  const boss = await createAccount("Hourboss", "MANAGER");
  const night = await createAccount("Nightowl");
  const day = await createAccount("Daylark");
  const friday = fridayAhead(19); // the last free slot: it publishes
  await publishWeek(boss, friday, [
    ["FRIDAY", night.id, "22:00", "06:30"],
    ["SATURDAY", day.id, "09:00", "17:00"],
  ]);
  await gql(
    `mutation($d: Date!) { requestTimeOff(date: $d, reason: "dentist") { id } }`,
    { d: addDays(friday, 3) },
    day.token,
  ).then(async (r) => {
    const id = (r as { requestTimeOff: { id: string } }).requestTimeOff.id;
    await gql(`mutation($id: ID!) { respondToTimeOff(id: $id, decision: APPROVE) { id } }`, { id }, boss.token);
  });

  await signInWithToken(page, boss, "/dashboard");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Hours" }).first().click();
  await expect(page.getByRole("heading", { name: "Scheduled Hours" })).toBeVisible();
  await page.getByLabel("From").fill(friday);
  await page.getByLabel("To").fill(addDays(friday, 6));
  const nightRow = page.getByRole("row", { name: new RegExp(night.name) });
  await expect(nightRow.getByRole("cell").first()).toHaveText("8.50");
  const dayRow = page.getByRole("row", { name: new RegExp(day.name) });
  await expect(dayRow.getByRole("cell").first()).toHaveText("8.00");
  await expect(dayRow).toContainText(/\w{3} \d+$/); // the approved day off, beside
  await expect(page.getByRole("row", { name: /^Total/ })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toMatch(/^Name,Email,Total hours,Week of /);
  expect(csv).toContain(`${night.name},${night.email},8.50`);

  await signInWithToken(page, night, "/hours");
  await expect(page.getByRole("heading", { name: "My Hours" })).toBeVisible();
  await page.getByLabel("From").fill(friday);
  await page.getByLabel("To").fill(addDays(friday, 6));
  await expect(page.getByRole("row", { name: new RegExp(night.name) }).getByRole("cell").first()).toHaveText("8.50");
  await expect(page.getByRole("row", { name: new RegExp(day.name) })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /^Total/ })).toHaveCount(0);
});
