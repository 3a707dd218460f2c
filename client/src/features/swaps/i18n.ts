// The swaps area's texts: English with the area's code, other languages loaded when shown.
import en from "@/locales/en/swaps.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/swaps.json", { import: "default" }));
