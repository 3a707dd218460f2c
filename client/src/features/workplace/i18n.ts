// The texts of the workplace settings: locations, positions, shift types, language.
import en from "@/locales/en/workplace.json";
import { areaTranslation } from "@/lib/i18n";

export const useWorkplaceT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/workplace.json", { import: "default" }));
