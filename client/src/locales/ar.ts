// The ar texts every page needs (navigation, sign-in, language); each feature's texts
// are locales/ar/<feature>.json, loaded with the feature (lib/i18n.ts, areaTranslation).
import nav from "./ar/nav.json";
import login from "./ar/login.json";
import language from "./ar/language.json";

export default { ...nav, ...login, ...language };
