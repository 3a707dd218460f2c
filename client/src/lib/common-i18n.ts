// The shared components' texts (components/): not in the first visit's core, since none
// of them shows on the login page; each language's file comes the first time one shows.
import en from "@/locales/en/common.json";
import { areaTranslation } from "./i18n";

export const useCommonT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/common.json", { import: "default" }));
