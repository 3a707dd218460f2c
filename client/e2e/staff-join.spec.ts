import { createAccount, expect, fridayAhead, gql, linkInMail, signInWithToken, test, uniquePerson } from "./helpers";

// Issue 42, 1: people are rows before they join. Imported people show in Manage Staff and
// the week editor at once, are given a shift, and see it once they accept.
test("a manager imports people, schedules one before she accepts, and she sees the shift on joining", async ({ page }) => {
  const friday = fridayAhead(65);
  const boss = await createAccount("Joiner", "MANAGER");
  const ann = uniquePerson("Ann");
  const cy = uniquePerson("Cy"); // no e-mail: scheduled and paid, not signed in
  await signInWithToken(page, boss, "/manage-staff");

  const card = page.getByRole("region", { name: "Import Staff" });
  await card.getByRole("button", { name: "Import from CSV…" }).click();
  const file = `name,e-mail\n${ann.name},${ann.email}\n${cy.name},\n`;
  await card.getByLabel("CSV file").setInputFiles({ name: "staff.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await card.getByRole("button", { name: "Import 2 people" }).click();
  await expect(card.getByRole("status")).toHaveText("Imported 2 people: their invitations are on their way.");
  const staff = page.getByRole("table", { name: "Staff" });
  await expect(staff.getByRole("row", { name: new RegExp(ann.name) })).toContainText("Not signed up yet");
  await expect(staff.getByRole("row", { name: new RegExp(cy.name) }).getByLabel(`E-mail address of ${cy.name}`)).toHaveValue("");

  // The editor has rows for both: Ann is given a shift and the week is published.
  await page.goto(`/schedule?week=${friday}`);
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  const grid = editor.getByRole("region", { name: "Shifts by person and day" });
  await expect(grid.getByRole("button", { name: `Add shift for ${cy.name} on Saturday` })).toBeVisible();
  await grid.getByRole("button", { name: `Add shift for ${ann.name} on Saturday` }).click();
  const form = editor.getByRole("form", { name: "Add shift" });
  await form.getByLabel("Start").fill("09:00");
  await form.getByLabel("End").fill("17:00");
  await form.getByRole("button", { name: "Save shift" }).click();
  await expect(grid.getByRole("button", { name: `${ann.name}, Saturday 9:00 AM - 5:00 PM (added)` })).toBeVisible();
  await gql(`mutation($w: Date!) { publishDraft(weekStarting: $w, acceptWarnings: []) { notifiedCount } }`, { w: friday }, boss.token);

  // Ann accepts on this browser: the account she makes is that row, shift included.
  const { link } = await linkInMail(ann.email, /^You are invited to Shiftsched$/, "/invitation/");
  await page.evaluate(() => localStorage.removeItem("token"));
  await page.goto(new URL(link).pathname);
  await expect(page.getByLabel("Name")).toHaveValue(ann.name);
  await page.getByLabel("Password", { exact: true }).fill("joinpass1");
  await page.getByLabel("Confirm Password").fill("joinpass1");
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${ann.name}!` })).toBeVisible();
  await page.goto(`/schedule?week=${friday}`);
  const week = page.getByRole("region", { name: "Week schedule" });
  await expect(week.getByRole("button", { name: `${ann.name} 9:00 AM - 5:00 PM` })).toBeVisible();
});
