// The labour consent area's texts: English with the area's code, other languages loaded when shown.
import en from "@/locales/en/labour-consent.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/labour-consent.json", { import: "default" }));
