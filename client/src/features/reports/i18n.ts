// The reports area's texts: English with this code, the other languages loaded when shown.
import en from "@/locales/en/reports.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/reports.json", { import: "default" }));
