// The es texts every page needs (navigation, sign-in, language, the shell: loading, dialog
// buttons, roles); each feature's texts are locales/es/<feature>.json, loaded with the
// feature (lib/i18n.ts, areaTranslation).
import nav from "./es/nav.json";
import login from "./es/login.json";
import language from "./es/language.json";
import shell from "./es/shell.json";

export default { ...nav, ...login, ...language, ...shell };
