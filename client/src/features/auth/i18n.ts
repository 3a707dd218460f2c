// The texts of registering and of resetting a password (the login form's are in the core).
import en from "@/locales/en/auth.json";
import { areaTranslation } from "@/lib/i18n";

export const useAuthT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/auth.json", { import: "default" }));
