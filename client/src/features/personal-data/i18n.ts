// The texts of each person's data: downloading it, and erasing a former employee.
import en from "@/locales/en/personal-data.json";
import { areaTranslation } from "@/lib/i18n";

export const usePersonalDataT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/personal-data.json", { import: "default" }));
