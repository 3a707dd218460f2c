// The en texts every page needs (navigation, sign-in, language, the shell: loading, dialog
// buttons, roles); each feature's texts are locales/en/<feature>.json, loaded with the
// feature (lib/i18n.ts, areaTranslation).
import nav from "./en/nav.json";
import login from "./en/login.json";
import language from "./en/language.json";
import shell from "./en/shell.json";

export default { ...nav, ...login, ...language, ...shell };
