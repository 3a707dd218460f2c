// The leave area's texts: English with the area's code, other languages loaded when shown.
import en from "@/locales/en/leave.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/leave.json", { import: "default" }));
