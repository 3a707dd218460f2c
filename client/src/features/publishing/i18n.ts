// The publishing area's texts: English with the code, other languages loaded when shown.
import en from "@/locales/en/publishing.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/publishing.json", { import: "default" }));
