import { formatDecimal, formatHours } from "@/lib/i18n-format";
import { premiumTotals, type PremiumLine } from "../utils/premium-totals";
import { usePremiumsT } from "../premiums-i18n";

/**
 * The premiums the week's work earns under the labour rules, a row per premium: its
 * hours, how many people earn it and its money (for those who see pay; "not priced"
 * where a percentage meets someone without an hourly rate).
 */
export function PremiumsSummary({ lines }: { lines: readonly PremiumLine[] }) {
  const { t } = usePremiumsT();
  if (lines.length === 0) return null;
  const totals = premiumTotals(lines);
  const seesPay = lines.some((l) => l.cents !== null);
  return (
    <div className="table-wrap publish-dialog__premiums">
      <table className="table">
        <caption>{t("labourPremiums.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("labourPremiums.premium")}</th>
            <th scope="col">{t("labourPremiums.hours")}</th>
            <th scope="col">{t("labourPremiums.people")}</th>
            {seesPay && <th scope="col">{t("labourPremiums.cost")}</th>}
          </tr>
        </thead>
        <tbody>
          {totals.map((p) => (
            <tr key={`${p.kind}-${p.name}`}>
              <th scope="row">{t("labourPremiums.name", { name: p.name, kind: t(`labourPremiums.kinds.${p.kind}`) })}</th>
              <td>{formatHours(p.minutes)}</td>
              <td>{p.people}</td>
              {seesPay && (
                <td>
                  {p.cents === null ? t("labourPremiums.unpriced") : formatDecimal(p.cents / 100)}
                  {p.cents !== null && p.unpriced && ` ${t("labourPremiums.partlyUnpriced")}`}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
