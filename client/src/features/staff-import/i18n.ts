// The texts of importing staff from a CSV file.
import en from "@/locales/en/staff-import.json";
import { areaTranslation } from "@/lib/i18n";

export const useStaffImportT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/staff-import.json", { import: "default" }));
