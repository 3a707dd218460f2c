// The texts of Manage Staff's table: people, their roles, positions, locations and rates.
import en from "@/locales/en/staff.json";
import { areaTranslation } from "@/lib/i18n";

export const useStaffT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/staff.json", { import: "default" }));
