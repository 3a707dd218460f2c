import { expect, test } from "./helpers";
import { createAccount, fridayAhead, publishWeek, signInWithToken } from "./helpers";

// Not committed: screenshots of the editor for the report (SHOT=before|after).
test("editor screenshot", async ({ page }) => {
  const week = fridayAhead(44);
  const manager = await createAccount("Shm", "MANAGER");
  const people = [];
  for (let i = 0; i < 8; i++) people.push(await createAccount(`Staff${i}`));
  await publishWeek(manager, week, people.flatMap((p, i) => [["FRIDAY", p.id, "07:00", "15:00"], [i % 2 ? "SATURDAY" : "SUNDAY", p.id, "14:00", "22:00"]] as [string, string, string, string][]));
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInWithToken(page, manager, `/schedule?week=${week}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  await expect(editor.getByRole("button", { name: new RegExp(`^${people[0].name}, Friday`) })).toBeVisible();
  await editor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/i27-shots/editor-${process.env.SHOT}.png` });
  await editor.getByRole("button", { name: `Add shift for ${people[2].name} on Monday` }).click();
  await page.screenshot({ path: `/tmp/i27-shots/editor-${process.env.SHOT}-adding.png` });
});
