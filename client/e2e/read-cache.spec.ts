import { expect, test } from "./helpers";
import { parseYmd } from "../src/lib/dates";
import { createAccount, fridayAhead, publishWeek, signInWithToken } from "./helpers";

// The server answers week and month reads from its cache; a republish must show on the
// very next load, for a viewer whose reads were cached just before.
test("an employee sees a republished week at once in both views", async ({ page }) => {
  const friday = fridayAhead(36);
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

// The client sends a hash in place of each document (automatic persisted queries), and
// the document only when the server answers that it does not know the hash yet.
test("the week's read carries a hash, and its document only until the server knows it", async ({ page }) => {
  const friday = fridayAhead(38);
  const boss = await createAccount("Boss", "MANAGER");
  const ann = await createAccount("Ann");
  await publishWeek(boss, friday, [["FRIDAY", ann.id, "09:00", "17:00"]]);
  const shift = `${ann.name} 9:00 AM - 5:00 PM`;
  const weekReads: Record<string, unknown>[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/graphql") && req.method() === "POST") {
      const body = req.postDataJSON() as Record<string, unknown>;
      if (body.operationName === "Week") weekReads.push(body);
    }
  });
  const table = page.getByRole("region", { name: "Week schedule" });
  await signInWithToken(page, ann, `/schedule?week=${friday}`);
  await expect(table.getByRole("button", { name: shift })).toBeVisible();
  await page.reload();
  await expect(table.getByRole("button", { name: shift })).toBeVisible();
  await expect.poll(() => weekReads.length).toBeGreaterThanOrEqual(2);
  for (const body of weekReads) {
    const ext = body.extensions as { persistedQuery?: { version: number; sha256Hash: string } };
    expect(ext.persistedQuery?.version).toBe(1);
    expect(ext.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  }
  expect(weekReads.at(-1)).not.toHaveProperty("query");
});
