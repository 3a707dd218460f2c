// The texts of the app's own pages (routes/): not found, the requests inbox.
import en from "@/locales/en/app.json";
import { areaTranslation } from "@/lib/i18n";

export const useAppT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/app.json", { import: "default" }));
