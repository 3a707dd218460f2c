// The fr texts every page needs (navigation, sign-in, language); each feature's texts
// are locales/fr/<feature>.json, loaded with the feature (lib/i18n.ts, areaTranslation).
import nav from "./fr/nav.json";
import login from "./fr/login.json";
import language from "./fr/language.json";

export default { ...nav, ...login, ...language };
