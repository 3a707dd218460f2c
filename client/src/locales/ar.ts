// The ar texts every page needs (navigation, sign-in, language, the shell: loading, dialog
// buttons, roles); each feature's texts are locales/ar/<feature>.json, loaded with the
// feature (lib/i18n.ts, areaTranslation).
import nav from "./ar/nav.json";
import login from "./ar/login.json";
import language from "./ar/language.json";
import shell from "./ar/shell.json";

export default { ...nav, ...login, ...language, ...shell };
