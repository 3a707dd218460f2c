// The work-rules area's texts: English with this code, the other languages loaded when shown.
import en from "@/locales/en/work-rules.json";
import { areaTranslation } from "@/lib/i18n";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/work-rules.json", { import: "default" }));

type T = ReturnType<typeof useT>["t"];

/** A rule set's name for the reader: the workplace's default is named by the app in the
 * reader's language (the server keeps it as "Workplace default"). */
export function ruleSetName(t: T, rs: { name: string; isDefault: boolean }): string {
  return rs.isDefault ? t("workRules.workplaceDefault") : rs.name;
}
