// Layouts that hold in every language (issue 30): Arabic mirrored at phone width with
// nothing wider than the screen, and German, the longest of the shipped languages, with
// nothing cut off or overlapping in the navigation and the week editor at 1366×768. The
// accessibility scan runs on each page in each language.
import { type Locator, type Page } from "@playwright/test";
import { expectNoSeriousFindings } from "./axe";
import { createAccount, expect, goInApp, signInWithToken, test } from "./helpers";

/** Chooses the language on this device before any page loads. */
async function speak(page: Page, language: string) {
  await page.addInitScript((l) => localStorage.setItem("shiftsched.language", l), language);
}

async function waitForPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main").locator("h1, h2").first()).toBeVisible();
  await expect(page.locator(".loading")).toHaveCount(0);
}

/** Elements whose text is wider than their box (cut off or spilling out). */
async function cutOff(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent?.trim() || el.outerHTML.slice(0, 80)),
  );
}

/** Pairs of elements whose boxes overlap. */
async function overlapping(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) => {
    const boxes = els
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ name: el.textContent?.trim() || el.getAttribute("aria-label") || "?", r: el.getBoundingClientRect() }));
    const found: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart = a.r.right <= b.r.left || b.r.right <= a.r.left || a.r.bottom <= b.r.top || b.r.bottom <= a.r.top;
        if (!apart) found.push(`${a.name} / ${b.name}`);
      }),
    );
    return found;
  });
}

test.describe("in Arabic on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const EMPLOYEE_PAGES = ["/dashboard", "/time-clock", "/schedule", "/monthly-schedule", "/pto", "/availability", "/swaps", "/open-shifts", "/hours", "/profile"];
  const MANAGER_PAGES = ["/dashboard", "/schedule", "/requests", "/manage-staff", "/workplace", "/audit"];

  // A few pages a test, so that none runs near its time limit on a shared machine.
  const groups = [
    ["employee", EMPLOYEE_PAGES.slice(0, 4)],
    ["employee", EMPLOYEE_PAGES.slice(4, 7)],
    ["employee", EMPLOYEE_PAGES.slice(7)],
    ["manager", MANAGER_PAGES.slice(0, 3)],
    ["manager", MANAGER_PAGES.slice(3)],
  ] as const;
  for (const [role, pages] of groups) {
    test(`the ${role}'s pages ${pages.join(", ")} are mirrored, fit the screen and pass the accessibility scan`, async ({ page }) => {
      const me = await createAccount("Arabic", role === "manager" ? "MANAGER" : "EMPLOYEE");
      await speak(page, "ar");
      await signInWithToken(page, me, "/dashboard");
      const tooWide: string[] = [];
      for (const path of pages) {
        await waitForPage(page, path);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (scroll > client) tooWide.push(`${path}: ${scroll} px wide in ${client} px`);
        await expectNoSeriousFindings(page, `${path} in Arabic at 390 px`);
      }
      expect(tooWide, "pages that scroll sideways in Arabic at 390 px").toEqual([]);
    });
  }

  test("the menu button and the menu's links start on the right", async ({ page }) => {
    const me = await createAccount("Arabic", "MANAGER");
    await speak(page, "ar");
    await signInWithToken(page, me, "/dashboard");
    await waitForPage(page, "/dashboard");
    const menu = page.getByRole("button", { name: "القائمة" });
    const box = await menu.boundingBox();
    expect(box!.x, "the menu button sits on the right in Arabic").toBeGreaterThan(390 / 2);
    await menu.click();
    const firstLink = page.getByRole("navigation", { name: "الهاتف" }).getByRole("link").first();
    const linkBox = await firstLink.boundingBox();
    expect(linkBox!.x + linkBox!.width, "the menu's links start at the right").toBeGreaterThan(390 * 0.75);
  });
});

test.describe("in German at 1366×768", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("nothing in the navigation or the week editor's buttons is cut off or overlapping", async ({ page }) => {
    const manager = await createAccount("German", "MANAGER");
    await speak(page, "de");
    await signInWithToken(page, manager, "/schedule");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const nav = page.getByRole("navigation", { name: "Hauptmenü" });
    await expect(nav.getByRole("link", { name: "Wochenplan" })).toBeVisible();
    const editor = page.locator("section.editor");
    await expect(editor.getByRole("button").first()).toBeVisible();
    await expect(page.locator(".loading")).toHaveCount(0);

    const navLinks = nav.getByRole("link");
    expect(await cutOff(navLinks), "navigation links cut off in German").toEqual([]);
    expect(await overlapping(navLinks), "navigation links overlapping in German").toEqual([]);
    // The name beside the account menu is data, cut short with an ellipsis by design.
    expect(await cutOff(page.locator("header.navbar button")), "top bar buttons cut off in German").toEqual([]);
    expect(await overlapping(page.locator("header.navbar a, header.navbar button")), "top bar overlapping in German").toEqual([]);

    // The editor's own controls (the grid's cells are data, and scroll by design).
    const buttons = editor.locator("button:not(.egrid button)");
    expect(await cutOff(buttons), "editor buttons cut off in German").toEqual([]);
    expect(await overlapping(buttons), "editor buttons overlapping in German").toEqual([]);
    await expectNoSeriousFindings(page, "/schedule in German at 1366×768");

    await waitForPage(page, "/dashboard");
    await expectNoSeriousFindings(page, "/dashboard in German at 1366×768");
  });
});

test("in Arabic on a wide screen, the sidebar sits on the right and the page beside it", async ({ page }) => {
  const manager = await createAccount("Arabic", "MANAGER");
  await speak(page, "ar");
  await signInWithToken(page, manager, "/dashboard");
  await waitForPage(page, "/dashboard");
  const viewport = page.viewportSize()!;
  const sidebar = (await page.getByRole("navigation", { name: "الرئيسية" }).boundingBox())!;
  const main = (await page.locator("main").boundingBox())!;
  expect(sidebar.x + sidebar.width, "the sidebar ends at the right edge").toBeGreaterThanOrEqual(viewport.width - 1);
  expect(main.x + main.width, "the page ends where the sidebar starts").toBeLessThanOrEqual(sidebar.x + 1);
  await expectNoSeriousFindings(page, "/dashboard in Arabic on a wide screen");
});

/** Checkboxes whose box does not sit on the first line of their label's text, before it
 * (after it in Arabic): the box's middle more than 4 px off the line's, or not beside it. */
async function misplacedCheckboxes(page: Page): Promise<string[]> {
  return page.locator("label:has(> input[type=checkbox])").evaluateAll((labels) =>
    labels.flatMap((label) => {
      const box = label.querySelector("input")!.getBoundingClientRect();
      const text = [...label.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
      if (!text || box.width === 0) return [];
      const range = document.createRange();
      range.selectNodeContents(text);
      const line = range.getClientRects()[0];
      const rtl = getComputedStyle(label).direction === "rtl";
      const beside = rtl ? box.left >= line.right - 1 : box.right <= line.left + 1;
      const middle = Math.abs(box.top + box.height / 2 - (line.top + line.height / 2));
      return beside && middle <= 4 ? [] : [`${label.textContent!.trim()}: ${Math.round(middle)} px off its line${beside ? "" : ", not beside it"}`];
    }),
  );
}

for (const language of ["de", "ar"]) {
  test(`in ${language}, every checkbox sits on its label's line, before its text`, async ({ page }) => {
    await speak(page, language);
    const manager = await createAccount("Cbm", "MANAGER");
    await signInWithToken(page, manager, "/pto");
    // The time-off form, the open-shift form with its people, a webhook's kinds of event.
    for (const path of ["/pto", "/open-shifts", "/webhooks"]) {
      await goInApp(page, path);
      await expect(page.locator("main label:has(> input[type=checkbox]):visible").first(), path).toBeVisible();
      expect(await misplacedCheckboxes(page), path).toEqual([]);
    }
  });
}
