// The texts of the dry run's labour premiums (their own catalogue files, beside publishing's).
import en from "@/locales/en/labour-premiums.json";
import { areaTranslation } from "@/lib/i18n";

export const usePremiumsT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/labour-premiums.json", { import: "default" }));
