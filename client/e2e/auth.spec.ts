import { expect, test, logout } from "./helpers";
import { createAccount, login, MANAGER_CODE, PASSWORD, uniquePerson } from "./helpers";

test("an employee registers, logs in and logs out", async ({ page, request }) => {
  // The app runs under a strict Content-Security-Policy: nothing it does may be blocked.
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const p = uniquePerson("Emp");
  await page.goto("/");
  await page.getByRole("link", { name: "Register here" }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel("Name").fill(p.name);
  await page.getByLabel("Email").fill(p.email);
  await page.getByLabel("Password").fill("12345");
  await expect(page.getByLabel("Manager Secret Code")).toHaveCount(0);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters long.");
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  // Registering signs in: straight to the dashboard, with no "please log in" left over.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${p.name}!` })).toBeVisible();
  await expect(page.getByText(/Please log in/)).toHaveCount(0);
  await expect(page.getByText("employee", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Hi, ${p.name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage Staff" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Manager Panel" })).toHaveCount(0);

  // A reload keeps the session (the token is in localStorage).
  await page.reload();
  await expect(page.getByRole("heading", { name: `Welcome, ${p.name}!` })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect((await request.get("/api/auth", { headers: { "x-auth-token": token! } })).status()).toBe(200);
  await logout(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  // Logging out revoked the token on the server: a copy of it no longer works.
  await expect
    .poll(async () => (await request.get("/api/auth", { headers: { "x-auth-token": token! } })).status())
    .toBe(401);
  expect(violations).toEqual([]);

  // Protected pages send visitors back to the login page.
  await page.goto("/schedule");
  await expect(page).toHaveURL(/\/$/);
});

test("a manager registers with the manager code and sees the manager pages", async ({ page }) => {
  const p = uniquePerson("Boss");
  await page.goto("/register");
  await page.getByLabel("Name").fill(p.name);
  await page.getByLabel("Email").fill(p.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("radio", { name: "Manager" }).check();
  const code = page.getByLabel("Manager Secret Code");
  await expect(code).toBeVisible();
  await code.fill("wrong-code");
  await page.getByRole("button", { name: "Register" }).click();
  // The server's refusal shows beside the form, and nothing says it worked.
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await expect(page).toHaveURL(/\/register$/);

  await code.fill(MANAGER_CODE);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${p.name}!` })).toBeVisible();
  await expect(page.getByText("manager", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Manager Panel" })).toBeVisible();
  await page.getByRole("link", { name: "Manage Staff" }).click();
  await expect(page.getByRole("heading", { name: "Manage Staff" })).toBeVisible();
  const own = page.getByRole("row").filter({ hasText: p.email });
  await expect(own.getByText("Cannot delete self")).toBeVisible();
});

test("a wrong password is refused with the server's message", async ({ page }) => {
  const a = await createAccount("Wrong");
  await page.goto("/");
  await page.getByLabel("Email Address").fill(a.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
});

test("employees are kept out of manager-only pages", async ({ page }) => {
  const a = await createAccount("Plain");
  await login(page, a);
  await page.goto("/manage-staff");
  await expect(page.getByText("Access Denied: Managers only.")).toBeVisible();
});
