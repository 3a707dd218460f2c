import type { TimesheetFieldsFragment } from "@/gql/graphql";
import { twoDecimals, useT } from "../i18n";

type Sheet = TimesheetFieldsFragment;
type Note = Sheet["days"][number]["entries"][number]["labour"][number];

/** What the labour rules found on an entry (a missed break, a minor's late end), in the rule's words as the server wrote them. */
export function LabourNotes({ notes }: { notes: readonly Note[] }) {
  if (notes.length === 0) return null;
  return (
    <>
      {notes.map((n) => (
        <span key={n.flag} className="timesheet__flag timesheet__labour">
          {" "}
          {n.message}
        </span>
      ))}
    </>
  );
}

/** The period's labour-rule premiums (missed-break pay among them): their hours and, where priced and shown, their money. */
export function PeriodPremiums({ premiums }: { premiums: Sheet["premiums"] }) {
  const { t, language } = useT();
  if (premiums.length === 0) return null;
  const list = premiums
    .map((p) => {
      const hours = twoDecimals(p.minutes / 60, language);
      return p.pay == null
        ? t("timesheets.premiumUnpriced", { name: p.name, hours })
        : t("timesheets.premiumPriced", { name: p.name, hours, amount: twoDecimals(Number(p.pay), language) });
    })
    .join(t("timesheets.listSeparator"));
  return <p className="timesheet__premiums">{t("timesheets.premiums", { list })}</p>;
}
