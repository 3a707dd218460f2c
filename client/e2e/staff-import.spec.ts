import { createAccount, expect, gql, linkInMail, signInWithToken, test, uniquePerson } from "./helpers";

test("a manager previews a staff file, sees each row's problem, fixes it and imports", async ({ page, browser }) => {
  const boss = await createAccount("Importer", "MANAGER");
  const cook = uniquePerson("Cook").name;
  await gql(`mutation($in: PositionInput!) { savePosition(input: $in) { id } }`, { in: { name: cook, colour: "#aa3300" } }, boss.token);
  const ann = uniquePerson("Ann");
  const bo = uniquePerson("Bo");
  await signInWithToken(page, boss, "/manage-staff");

  const card = page.getByRole("region", { name: "Import Staff" });
  await card.getByRole("button", { name: "Import from CSV…" }).click();
  await expect(card.getByRole("link", { name: "Download the template" })).toHaveAttribute("download", "staff-template.csv");

  const header = "name,e-mail,role,positions,locations,rule set\n";
  const bad = `${header}${ann.name},${ann.email},employee,${cook};Juggler,,\n${bo.name},${ann.email},manager,,,\n`;
  await card.getByLabel("CSV file").setInputFiles({ name: "staff.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await expect(card.getByRole("status")).toHaveText("2 rows have problems: fix the file and choose it again.");
  const preview = card.getByRole("table", { name: "Preview of the file" });
  await expect(preview.getByRole("row", { name: new RegExp(ann.name) })).toContainText('There is no position named "Juggler".');
  await expect(preview.getByRole("row", { name: new RegExp(bo.name) })).toContainText(`The e-mail ${ann.email} is also on line 2.`);
  await expect(card.getByRole("button", { name: "Import 2 people" })).toBeDisabled();

  const good = `\uFEFF${header}${ann.name},${ann.email},employee,${cook},,\n${bo.name},${bo.email},manager,,,\n`;
  await card.getByLabel("CSV file").setInputFiles({ name: "staff.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await expect(card.getByRole("status")).toHaveText("Every row can be imported.");
  await expect(preview.getByRole("row", { name: new RegExp(ann.name) })).toContainText("None");
  await card.getByRole("button", { name: "Import 2 people" }).click();
  await expect(card.getByRole("status")).toHaveText("Imported 2 people: their invitations are on their way.");
  const pending = page.getByRole("table", { name: "Pending invitations" });
  await expect(pending.getByRole("row", { name: new RegExp(ann.email) })).toBeVisible();
  await expect(pending.getByRole("row", { name: new RegExp(bo.email) })).toContainText("manager");

  // Ann's link opens with the name the file gave her, which she may change.
  const { link } = await linkInMail(ann.email, /^You are invited to Shiftsched$/, "/invitation/");
  const context = await browser.newContext();
  const annPage = await context.newPage();
  await annPage.goto(new URL(link).pathname);
  const name = annPage.getByLabel("Name");
  await expect(name).toHaveValue(ann.name);
  await name.fill(`${ann.name} Jr`);
  await annPage.getByLabel("Password", { exact: true }).fill("joinpass1");
  await annPage.getByLabel("Confirm Password").fill("joinpass1");
  await annPage.getByRole("button", { name: "Join" }).click();
  await expect(annPage.getByRole("heading", { name: `Welcome, ${ann.name} Jr!` })).toBeVisible();
  await context.close();
});
