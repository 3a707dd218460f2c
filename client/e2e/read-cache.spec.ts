import { expect, test } from "@playwright/test";
import { parseYmd } from "../src/lib/dates";
import { createAccount, fridayAhead, publishWeek, signInWithToken } from "./helpers";

// The server answers week and month reads from its cache; a republish must show on the
// very next load, for a viewer whose reads were cached just before.
test("an employee sees a republished week at once in both views", async ({ page }) => {
  const friday = fridayAhead(11);
  const boss = await createAccount("Boss", "MANAGER");
  const ann = await createAccount("Ann");
  await publishWeek(boss, friday, [["FRIDAY", ann.id, "09:00", "17:00"]]);
  const { year, month } = parseYmd(friday);
  const monthPath = `/monthly-schedule?month=${year}-${String(month).padStart(2, "0")}`;

  await signInWithToken(page, ann, `/schedule?week=${friday}`);
  const table = page.getByRole("region", { name: "Week schedule" });
  await expect(table.getByRole("button", { name: `${ann.name} 9:00 AM - 5:00 PM` })).toBeVisible();
  await page.goto(monthPath);
  await expect(page.getByTitle(`${ann.name}: 9:00 AM - 5:00 PM`)).toBeVisible();
  await page.goto(`/schedule?week=${friday}`); // read twice: the second comes from the cache
  await expect(table.getByRole("button", { name: `${ann.name} 9:00 AM - 5:00 PM` })).toBeVisible();

  await publishWeek(boss, friday, [["FRIDAY", ann.id, "10:00", "14:00"]]);

  await page.reload();
  await expect(table.getByRole("button", { name: `${ann.name} 10:00 AM - 2:00 PM` })).toBeVisible();
  await expect(table.getByRole("button", { name: `${ann.name} 9:00 AM - 5:00 PM` })).toHaveCount(0);
  await page.goto(monthPath);
  await expect(page.getByTitle(`${ann.name}: 10:00 AM - 2:00 PM`)).toBeVisible();
  await expect(page.getByTitle(`${ann.name}: 9:00 AM - 5:00 PM`)).toHaveCount(0);
});
