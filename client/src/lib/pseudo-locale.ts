// The pseudo-locale "en-XA": every English text accented, a third longer and wrapped in
// ⟦…⟧, so a page shown in it reveals at a glance (and to e2e/pseudo-locale.spec.ts) any
// text that does not come from a catalogue, and layouts too tight for longer languages.
// It is made from the English bundles as they arrive, areas loaded later included, and
// is loaded only when chosen: never offered in the language menu (see docs/user-guide/languages.md#the-pseudo-locale).
import type { i18n } from "i18next";

export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [
    c,
    [..."àƀçđéƒĝĥíĵķļɱñöþǫŕšŧüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŦÜṼŴẊÝŽ"][i],
  ]),
);

// What i18next fills in or reads itself: placeholders, nested keys and formats stay as
// they are, so the values put into them (names, dates) reach the page untouched.
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\))/;
const KEEP_ALL = new RegExp(KEEP.source, "g");

/** One English text as the pseudo-locale shows it. */
export function pseudoText(text: string): string {
  const accented = text
    .split(KEEP)
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => ACCENTED[c] ?? c).join("")))
    .join("");
  const letters = text.replace(KEEP_ALL, "").replace(/[^\p{L}]/gu, "").length;
  const padding = "~".repeat(Math.ceil(letters / 3));
  return `${PSEUDO_OPEN}${accented}${padding}${PSEUDO_CLOSE}`;
}

type Texts = { [key: string]: string | Texts };

/** A catalogue (nested keys) with every text made pseudo. */
export function pseudoCatalogue(texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, typeof value === "string" ? pseudoText(value) : pseudoCatalogue(value)]),
  );
}

let following = false;

/**
 * Keeps the pseudo-locale's bundle (`code`) in step with the English one: what English
 * holds now, and each area's English texts as the area is loaded. Returns the bundle for now.
 */
export function followEnglish(i18next: i18n, code: string): Texts {
  if (!following) {
    following = true;
    i18next.store.on("added", (language: string, namespace: string) => {
      if (language !== "en") return;
      const en = i18next.getResourceBundle("en", namespace) as Texts;
      i18next.addResourceBundle(code, namespace, pseudoCatalogue(en), true, true);
    });
  }
  return pseudoCatalogue((i18next.getResourceBundle("en", "translation") ?? {}) as Texts);
}
