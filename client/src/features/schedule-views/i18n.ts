// The schedule-views area's texts: English with the code, other languages loaded when shown.
import en from "@/locales/en/schedule-views.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/schedule-views.json", { import: "default" }));
