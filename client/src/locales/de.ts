// The de texts every page needs (navigation, sign-in, language, the shell: loading, dialog
// buttons, roles); each feature's texts are locales/de/<feature>.json, loaded with the
// feature (lib/i18n.ts, areaTranslation).
import nav from "./de/nav.json";
import login from "./de/login.json";
import language from "./de/language.json";
import shell from "./de/shell.json";

export default { ...nav, ...login, ...language, ...shell };
