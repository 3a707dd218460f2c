import { expect, test } from "./helpers";
import { expectNoSeriousFindings } from "./axe";
import { createAccount, gql, login, signInWithToken } from "./helpers";

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

  await expectNoSeriousFindings(page, "the profile in Arabic");

  await page.reload();
  await expect(page.getByRole("link", { name: `مرحبًا، ${me.name}` })).toBeVisible();
  await page.getByRole("combobox", { name: "اللغة" }).selectOption("");
  await expect(page.getByRole("link", { name: `Hi, ${me.name}` })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("the language and clock chosen on one device follow the person to another, unless that one has its own", async ({ browser }) => {
  const me = await createAccount("Follow");
  await gql(`mutation { setMyLanguage(language: "de", clock: 24) { id } }`, {}, me.token);

  // A new device with an English browser: signing in brings German and the 24-hour clock.
  const fresh = await browser.newPage({ locale: "en-US" });
  await login(fresh, me);
  await expect(fresh.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Wochenplan" })).toBeVisible();
  await expect(fresh.locator("html")).toHaveAttribute("lang", "de");
  await fresh.goto("/profile");
  await expect(fresh.getByRole("combobox", { name: "Uhr" })).toHaveValue("24");
  // Starting again (a token kept on the device) keeps following the person.
  await fresh.reload();
  await expect(fresh.getByRole("link", { name: `Hallo, ${me.name}` })).toBeVisible();
  // Signing out leaves the device as it was: the browser's language.
  await fresh.getByRole("button", { name: "Konto" }).click();
  await fresh.getByRole("button", { name: "Abmelden" }).click();
  await expect(fresh.getByRole("heading", { name: "Login" })).toBeVisible();
  await fresh.close();

  // A device where French was chosen keeps French.
  const own = await browser.newPage({ locale: "en-US" });
  await own.addInitScript(() => localStorage.setItem("shiftsched.language", "fr"));
  await signInWithToken(own, me, "/dashboard");
  await expect(own.getByRole("link", { name: `Bonjour, ${me.name}` })).toBeVisible();
  await expect(own.locator("html")).toHaveAttribute("lang", "fr");
  await own.close();
});
