// The en texts every page needs (navigation, sign-in, language); each feature's texts
// are locales/en/<feature>.json, loaded with the feature (lib/i18n.ts, areaTranslation).
import nav from "./en/nav.json";
import login from "./en/login.json";
import language from "./en/language.json";

export default { ...nav, ...login, ...language };
