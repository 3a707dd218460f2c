// The work-rules area's texts: English with this code, the other languages loaded when shown.
import en from "@/locales/en/work-rules.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/work-rules.json", { import: "default" }));
