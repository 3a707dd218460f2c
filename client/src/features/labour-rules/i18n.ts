// The labour rules' texts: English with this code, the other languages loaded when shown.
import en from "@/locales/en/labour-rules.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/labour-rules.json", { import: "default" }));
