// The client's message catalogues (i18next): English, the reference, ships in the first
// visit's JavaScript; every other language is a chunk of its own, loaded when chosen, so
// the first visit stays small.
import i18next, { type BackendModule, type PostProcessorModule } from "i18next";
import { useSyncExternalStore } from "react";
import en from "@/locales/en";
import { CLOCK_CHANGED, followAccountClock } from "./clock";

export { chooseClock, chosenClock } from "./clock";

export const LANGUAGES = ["en", "es", "de", "fr", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

const STORED = "shiftsched.language";

// The pseudo-locale (lib/pseudo-locale.ts) for finding texts left out of the catalogues:
// chosen only by putting its code in localStorage "shiftsched.language" (development and
// the browser tests), never offered in the language menu.
const PSEUDO = "en-XA";

export function isLanguage(l: string | null | undefined): l is Language {
  return !!l && (LANGUAGES as readonly string[]).includes(l);
}

/** The language chosen on this device, if any (the pseudo-locale included). */
function deviceLanguage(): string | null {
  const stored = localStorage.getItem(STORED);
  return isLanguage(stored) || stored === PSEUDO ? stored : null;
}

/** The person's choice kept on this device, else the browser's first shipped language, else English. */
export function initialLanguage(): string {
  return deviceLanguage() ?? browserLanguage();
}

function browserLanguage(): Language {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

// Every language but English is loaded when chosen: its core texts, then each feature's
// as the feature is shown (areaTranslation).
const coreLoaders: Record<Exclude<Language, "en">, () => Promise<{ default: object }>> = {
  es: () => import("@/locales/es"),
  de: () => import("@/locales/de"),
  fr: () => import("@/locales/fr"),
  ar: () => import("@/locales/ar"),
};

const lazyCatalogues: BackendModule = {
  type: "backend",
  init() {},
  read(language, _ns, done) {
    if (language === PSEUDO) {
      return import("./pseudo-locale").then(
        (m) => done(null, m.followEnglish(i18next, PSEUDO)),
        (err: unknown) => done(err as Error, null),
      );
    }
    if (!isLanguage(language) || language === "en") return done(null, en);
    coreLoaders[language]().then(
      (m) => done(null, m.default),
      (err: unknown) => done(err as Error, null),
    );
  },
};

/** Marks the page with the language and its writing direction (Arabic mirrors the layout). */
function markDocument(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

i18next.on("languageChanged", markDocument);

/** Drops a sentence's full stop after an abbreviation's own ("am 3. Dez." ends once, not
 * "3. Dez.."); an ellipsis stays. The server writes its sentences the same way. */
export function oneFullStop(text: string): string {
  return text.includes("..") ? text.replace(/(?<!\.)\.\.(?!\.)/g, ".") : text;
}

const fullStops: PostProcessorModule = {
  type: "postProcessor",
  name: "oneFullStop",
  process: (value: string) => oneFullStop(value),
};

void i18next
  .use(lazyCatalogues)
  .use(fullStops)
  .init({
    postProcess: ["oneFullStop"],
    lng: initialLanguage(),
    fallbackLng: "en",
    supportedLngs: [...LANGUAGES, PSEUDO],
    partialBundledLanguages: true,
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false }, // React escapes
  });

/** Switches the app's language and remembers it on this device (null: back to the browser's). */
export async function chooseLanguage(language: Language | null) {
  if (language) localStorage.setItem(STORED, language);
  else localStorage.removeItem(STORED);
  await i18next.changeLanguage(language ?? initialLanguage());
}

/**
 * Applies the signed-in person's language and clock (User.language, User.clock), where
 * this device has no choice of its own, so that another device's choice reaches this one;
 * null (signed out, or no choice) is the device's or browser's language again.
 */
export async function followAccount(person: { language?: string | null; clock?: number | null } | null) {
  followAccountClock(person?.clock ?? null);
  if (deviceLanguage()) return;
  const language = isLanguage(person?.language) ? person.language : browserLanguage();
  if (language !== i18next.language) await i18next.changeLanguage(language);
}

// A re-render on each change of language or arrival of a catalogue. react-i18next does
// this too, but costs 3 KB of the first visit's 120 KB budget for features (Suspense,
// <Trans>, namespaces) the app does not use.
function subscribe(onChange: () => void) {
  i18next.on("languageChanged", onChange);
  i18next.on(CLOCK_CHANGED, onChange);
  i18next.store.on("added", onChange);
  return () => {
    i18next.off("languageChanged", onChange);
    i18next.off(CLOCK_CHANGED, onChange);
    i18next.store.off("added", onChange);
  };
}

let version = 0;
i18next.on("languageChanged", () => version++);
i18next.on(CLOCK_CHANGED, () => version++);
i18next.store.on("added", () => version++);

/** The catalogue's texts in the current language; the component re-renders when it changes. */
export function useTranslation() {
  useSyncExternalStore(subscribe, () => version);
  return { t: i18next.t, language: i18next.language };
}

type AreaLoaders = Record<string, () => Promise<unknown>>;

/**
 * A feature's texts, kept out of the first visit: English comes with the feature's own
 * code, another language's file is loaded the first time the feature is shown in it.
 * Use in a feature's i18n.ts:
 *
 *   import en from "@/locales/en/timeoff.json";
 *   export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/timeoff.json", { import: "default" }));
 */
export function areaTranslation(en: object, others: AreaLoaders): typeof useTranslation {
  i18next.addResourceBundle("en", "translation", en, true, false);
  const started = new Set<string>();
  const load = (language: string) => {
    const path = Object.keys(others).find((p) => p.includes(`/locales/${language}/`));
    if (!path || started.has(path)) return;
    started.add(path);
    others[path]().then(
      (texts) => i18next.addResourceBundle(language, "translation", texts as object, true, false),
      () => started.delete(path), // tried again when next shown
    );
  };
  return function useAreaTranslation() {
    const r = useTranslation();
    if (r.language !== "en") load(r.language);
    return r;
  };
}

export default i18next;
