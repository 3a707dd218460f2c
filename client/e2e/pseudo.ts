// Finding texts that did not come from a catalogue: with the pseudo-locale on (en-XA,
// src/lib/pseudo-locale.ts) every catalogue text is wrapped in ⟦…⟧, so any word shown
// outside the markers is either data (names, e-mail addresses, what Intl formats) or a
// text still hard-coded in the page.
import type { Page } from "@playwright/test";

export const PSEUDO = "en-XA";

/** Turns the pseudo-locale on for every page the browser context opens. */
export async function usePseudoLocale(page: Page) {
  await page.addInitScript((code) => localStorage.setItem("shiftsched.language", code), PSEUDO);
}

/** Where a text is: the page list (<nav>), the top bar around it, or the page's own <main>. */
export type Part = "navigation" | "bar" | "page";
export type Untransformed = { where: Part; text: string };

/**
 * Every visible text node, option, aria-label, placeholder, title and alt of the page
 * holding a word outside the pseudo markers, other than `data` (texts the test made or
 * the app shows as data), text marked as another language, and the month, weekday and
 * day-period names Intl produces; text marked translate="no" is code, not words.
 */
export function untransformedTexts(page: Page, data: string[]): Promise<Untransformed[]> {
  return page.evaluate((data: string[]) => {
    const lang = document.documentElement.lang || "en";
    const intlWords = new Set<string>();
    const add = (s: string) => s.split(/[^\p{L}]+/u).forEach((w) => w && intlWords.add(w.toLowerCase()));
    for (const month of ["long", "short"] as const) {
      for (let m = 0; m < 12; m++) add(new Intl.DateTimeFormat(lang, { month, timeZone: "UTC" }).format(Date.UTC(2026, m, 1)));
    }
    for (const weekday of ["long", "short", "narrow"] as const) {
      for (let d = 0; d < 7; d++) add(new Intl.DateTimeFormat(lang, { weekday, timeZone: "UTC" }).format(Date.UTC(2026, 0, 4 + d)));
    }
    for (const h of [1, 13]) {
      new Intl.DateTimeFormat(lang, { hour: "numeric", hour12: true, timeZone: "UTC" })
        .formatToParts(Date.UTC(2026, 0, 1, h))
        .forEach((p) => p.type === "dayPeriod" && add(p.value));
    }
    const allowed = [...data, "Shiftsched"].filter(Boolean).sort((a, b) => b.length - a.length);

    /** What is left of a text once markers, data and Intl's words are taken out. */
    const leftover = (raw: string): string => {
      let s = raw;
      for (let before = ""; before !== s; ) {
        before = s;
        s = s.replace(/⟦[^⟦⟧]*⟧/g, " ");
      }
      for (const d of allowed) s = s.split(d).join(" ");
      const words = s.split(/[^\p{L}]+/u).filter((w) => w && !intlWords.has(w.toLowerCase()));
      return words.join(" ");
    };
    const visible = (el: Element): boolean => {
      const target = el.closest("option") ? el.closest("select") : el;
      return !!target && target.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && target.getClientRects().length > 0;
    };
    // Text marked as another language (the language menu's names, each in its own) is data,
    // and so is text marked not to be translated (an API scope's name, a header to send).
    const foreign = (el: Element): boolean => {
      if (el.closest('[translate="no"]')) return true;
      const marked = el.closest("[lang]");
      return !!marked && marked !== document.documentElement && marked.getAttribute("lang") !== lang;
    };
    const where = (el: Element): Part => (el.closest("main") ? "page" : el.closest("nav") ? "navigation" : "bar");

    const found: Untransformed[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (!el || !text || el.closest("script, style, noscript, template") || !visible(el) || foreign(el)) continue;
      if (leftover(text)) found.push({ where: where(el), text });
    }
    for (const el of document.body.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
      if (!visible(el)) continue;
      for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(attr)?.trim();
        if (value && leftover(value)) found.push({ where: where(el), text: `${attr}="${value}"` });
      }
    }
    return found;
  }, data);
}
