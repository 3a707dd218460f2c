import { expect, test } from "./helpers";
import { createAccount, notice, linkInMail, signInWithToken, uniquePerson } from "./helpers";

test("a manager invites two people and one joins from the e-mailed link", async ({ page, browser }) => {
  const boss = await createAccount("Inviter", "MANAGER");
  const ann = uniquePerson("Ann");
  const bo = uniquePerson("Bo");
  await signInWithToken(page, boss, "/manage-staff");

  const card = page.getByRole("region", { name: "Invite People" });
  await card.getByLabel("Email addresses (one or a pasted list)").fill(`${ann.email}\n${bo.email}`);
  await card.getByLabel("Role").selectOption({ label: "Employee" });
  await card.getByRole("button", { name: "Send Invitations" }).click();
  await expect(notice(page, "2 invitations sent.")).toBeVisible();
  const pending = card.getByRole("table", { name: "Pending invitations" });
  await expect(pending.getByRole("row", { name: new RegExp(ann.email) })).toBeVisible();
  await expect(pending.getByRole("row", { name: new RegExp(bo.email) })).toBeVisible();

  // Revoking one takes it off the list.
  await pending.getByRole("button", { name: `Revoke invitation of ${bo.email}` }).click();
  await expect(notice(page, "Invitation revoked.")).toBeVisible();
  await expect(pending.getByRole("row", { name: new RegExp(bo.email) })).toHaveCount(0);

  // Both e-mails arrived at the SMTP server (text and HTML parts); Ann follows her link
  // in a browser of her own.
  const { link, mail } = await linkInMail(ann.email, /^You are invited to Shiftsched$/, "/invitation/");
  expect(mail.html).toContain(link);
  await linkInMail(bo.email, /^You are invited to Shiftsched$/, "/invitation/");
  const context = await browser.newContext();
  const annPage = await context.newPage();
  await annPage.goto(new URL(link).pathname);
  await expect(annPage.getByRole("heading", { name: "Join Shiftsched" })).toBeVisible();
  await expect(annPage.getByText(`You are invited as employee with ${ann.email}.`)).toBeVisible();
  await annPage.getByLabel("Name").fill(ann.name);
  await annPage.getByLabel("Password", { exact: true }).fill("joinpass1");
  await annPage.getByLabel("Confirm Password").fill("joinpass1");
  await annPage.getByRole("button", { name: "Join" }).click();
  await expect(annPage).toHaveURL(/\/dashboard$/);
  await expect(annPage.getByRole("heading", { name: `Welcome, ${ann.name}!` })).toBeVisible();

  // The link works once.
  await annPage.goto(new URL(link).pathname);
  await expect(annPage.getByRole("alert")).toHaveText("This invitation link is not valid or has expired.");
  await context.close();

  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(ann.email) }).getByText("employee")).toBeVisible();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toHaveCount(0);
});
