// The fr texts every page needs (navigation, sign-in, language, the shell: loading, dialog
// buttons, roles); each feature's texts are locales/fr/<feature>.json, loaded with the
// feature (lib/i18n.ts, areaTranslation).
import nav from "./fr/nav.json";
import login from "./fr/login.json";
import language from "./fr/language.json";
import shell from "./fr/shell.json";

export default { ...nav, ...login, ...language, ...shell };
