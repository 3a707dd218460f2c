// The de texts every page needs (navigation, sign-in, language); each feature's texts
// are locales/de/<feature>.json, loaded with the feature (lib/i18n.ts, areaTranslation).
import nav from "./de/nav.json";
import login from "./de/login.json";
import language from "./de/language.json";

export default { ...nav, ...login, ...language };
