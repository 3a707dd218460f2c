// The client's message catalogues (i18next): English, the reference, ships in the first
// visit's JavaScript; every other language is a chunk of its own, loaded when chosen, so
// the first visit stays small.
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "@/locales/en.json";

export const LANGUAGES = ["en", "es", "de", "fr", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, for the picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  ar: "العربية",
};

const STORED = "shiftsched.language";

export function isLanguage(l: string | null | undefined): l is Language {
  return !!l && (LANGUAGES as readonly string[]).includes(l);
}

/** The person's choice kept on this device, else the browser's first shipped language, else English. */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(STORED);
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

const lazyCatalogues: BackendModule = {
  type: "backend",
  init() {},
  read(language, _ns, done) {
    if (language === "en") return done(null, en);
    import(`../locales/${language}.json`).then(
      (m: { default: object }) => done(null, m.default),
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

void i18next
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: "en",
    supportedLngs: [...LANGUAGES],
    partialBundledLanguages: true,
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  });

/** Switches the app's language and remembers it on this device (null: back to the browser's). */
export async function chooseLanguage(language: Language | null) {
  if (language) localStorage.setItem(STORED, language);
  else localStorage.removeItem(STORED);
  await i18next.changeLanguage(language ?? initialLanguage());
}

/** Whether times read on a 24-hour clock: the person's choice, else their language's own habit. */
export function uses24Hours(clock: number | null | undefined, language = i18next.language): boolean {
  if (clock === 12 || clock === 24) return clock === 24;
  return !new Intl.DateTimeFormat(language, { hour: "numeric" }).resolvedOptions().hour12;
}

/** A time of day (minutes since midnight) in the language, on the chosen clock. */
export function formatTime(minutes: number, clock?: number | null, language = i18next.language): string {
  const d = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return new Intl.DateTimeFormat(language, {
    hour: "numeric",
    minute: "2-digit",
    hour12: !uses24Hours(clock, language),
    timeZone: "UTC",
  }).format(d);
}

export default i18next;
