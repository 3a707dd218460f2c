import { expect, test, logout } from "./helpers";
import { createAccount, notice, linkInMail, login, Operations } from "./helpers";

test("a person resets a forgotten password through the e-mailed link", async ({ page }) => {
  const me = await createAccount("Forgot");
  const operations = new Operations(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  // The login page has an Email Address too, and stays while the next page's code loads:
  // fill the form only once it is the one shown.
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await page.getByLabel("Email Address").fill(me.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).not.toBeEmpty();
  await expect(page.getByLabel("Email Address")).toHaveCount(0);

  const { link } = await linkInMail(me.email, /^Reset your Shiftsched password$/, "/reset-password/");
  await page.goto(new URL(link).pathname);
  await page.getByLabel("New Password", { exact: true }).fill("brandnew1");
  await page.getByLabel("Confirm New Password").fill("brandnew2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByLabel("Confirm New Password").fill("brandnew1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(notice(page, "Password reset! You are logged in.")).toBeVisible();
  // The mismatched submission sent nothing and said nothing (requests leave in order).
  expect(operations.sent("ResetPassword")).toBe(1);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${me.name}!` })).toBeVisible();

  await logout(page);
  await login(page, { email: me.email, password: "brandnew1" });

  // The link works once only.
  await logout(page);
  await page.goto(new URL(link).pathname);
  await page.getByLabel("New Password", { exact: true }).fill("another1");
  await page.getByLabel("Confirm New Password").fill("another1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert")).not.toBeEmpty();
});
