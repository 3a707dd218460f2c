import { expect, test } from "./helpers";
import AxeBuilder from "@axe-core/playwright";
import { createAccount, signInWithToken } from "./helpers";

test.describe("in a Spanish browser", () => {
  test.use({ locale: "es-ES" });

  test("the login page speaks the browser's language", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});

test("a person who picks Arabic gets the navigation in Arabic, mirrored, and keeps it", async ({ page }) => {
  const me = await createAccount("Lang");
  await signInWithToken(page, me, "/profile");
  await page.getByRole("combobox", { name: "Language" }).selectOption("ar");
  await expect(page.getByRole("navigation", { name: "الرئيسية" }).getByRole("link", { name: "الجدول الأسبوعي" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");

  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  expect(bad, "the profile in Arabic has serious accessibility findings").toEqual([]);

  await page.reload();
  await expect(page.getByRole("link", { name: `مرحبًا، ${me.name}` })).toBeVisible();
  await page.getByRole("combobox", { name: "اللغة" }).selectOption("");
  await expect(page.getByRole("link", { name: `Hi, ${me.name}` })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});
