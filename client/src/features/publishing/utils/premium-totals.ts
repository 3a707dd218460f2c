// The premiums of a publish's dry run, one line per premium (kind and name) for the dialog.
import type { LabourPremiumKind } from "@/gql/graphql";

/** A line of the dry run: one person's premium on one shift. */
export type PremiumLine = { kind: LabourPremiumKind; name: string; userId: string; minutes: number; cents: number | null };

/** One premium's total: its minutes, how many people earn it, and its money. */
export type PremiumTotal = {
  kind: LabourPremiumKind;
  name: string;
  minutes: number;
  people: number;
  /** The money of the priced lines (null when none is priced, or the reader does not see pay). */
  cents: number | null;
  /** Whether some lines have no price (a percentage for someone without a rate). */
  unpriced: boolean;
};

/** Totals per premium, in the order the premiums first appear. */
export function premiumTotals(lines: readonly PremiumLine[]): PremiumTotal[] {
  const byPremium = new Map<string, PremiumTotal & { who: Set<string> }>();
  for (const l of lines) {
    const key = `${l.kind}\u0000${l.name}`;
    let total = byPremium.get(key);
    if (!total) {
      total = { kind: l.kind, name: l.name, minutes: 0, people: 0, cents: null, unpriced: false, who: new Set() };
      byPremium.set(key, total);
    }
    total.minutes += l.minutes;
    total.who.add(l.userId);
    if (l.cents === null) total.unpriced = true;
    else total.cents = (total.cents ?? 0) + l.cents;
  }
  return [...byPremium.values()].map(({ who, ...t }) => ({ ...t, people: who.size }));
}
