// Leave types and leave amounts as a person reads them, for the screens of several
// features (time off, home, the leave pages); the document is leave.graphql beside this file.
import { useQuery } from "@apollo/client/react";
import { LeaveTypesDocument, type LeaveUnit } from "@/gql/graphql";
import { useCommonT } from "./common-i18n";

/** The workplace's leave types, those in use first (one small cached query). */
export function useLeaveTypes() {
  return useQuery(LeaveTypesDocument, { fetchPolicy: "cache-and-network" });
}

const amounts = new Map<string, Intl.NumberFormat>();

/** A number of hours or days as the language writes it, with at most two decimals. */
export function formatLeaveNumber(n: number, language: string): string {
  let f = amounts.get(language);
  if (!f) {
    f = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false });
    amounts.set(language, f);
  }
  return f.format(n);
}

/** A function writing an amount in its type's unit: `37.5 h`, `3 days`. */
export function useLeaveAmount(): (amount: number, unit: LeaveUnit) => string {
  const { t, language } = useCommonT();
  return (amount, unit) => {
    const n = formatLeaveNumber(amount, language);
    return unit === "DAYS" ? t("common.leave.days", { amount: n }) : t("common.leave.hours", { amount: n });
  };
}
