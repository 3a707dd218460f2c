// The auto-fill area's texts: English with the code, other languages loaded when shown.
import en from "@/locales/en/auto-fill.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/auto-fill.json", { import: "default" }));
