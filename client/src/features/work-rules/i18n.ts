// The work-rules area's texts: English with this code, the other languages loaded when shown.
import en from "@/locales/en/work-rules.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/work-rules.json", { import: "default" }));

type T = ReturnType<typeof useT>["t"];

/** The name a new workplace's default rule set is given (db/migrations), in English. */
const STARTING_DEFAULT_NAME = "Workplace default";

/** A rule set's name for the reader: the default, while it keeps the name the app gave
 * it, in the reader's language; a name a manager chose, as they wrote it. */
export function ruleSetName(t: T, rs: { name: string; isDefault: boolean }): string {
  return rs.isDefault && rs.name === STARTING_DEFAULT_NAME ? t("workRules.workplaceDefault") : rs.name;
}
