// The push area's texts: English with the area's code, other languages loaded when shown.
import en from "@/locales/en/push.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/push.json", { import: "default" }));
