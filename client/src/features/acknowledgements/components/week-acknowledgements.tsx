import { useWeekAcknowledgements } from "../api/acknowledgements";
import { useT } from "../i18n";

/** Who is on a published week and whether they acknowledged it (for managers, in the editor). */
export function WeekAcknowledgements({ weekStarting }: { weekStarting: string }) {
  const { t } = useT();
  const { data } = useWeekAcknowledgements(weekStarting);
  const acks = data?.weekAcknowledgements ?? [];
  const acked = acks.filter((a) => a.acknowledgedAt);
  if (!data) return null;
  return (
    <div className="week-acks">
      <h3>{t("acknowledgements.count", { acked: acked.length, total: acks.length })}</h3>
      <ul className="list" aria-label={t("acknowledgements.listLabel")}>
        {acks.map((a) => (
          <li key={a.userId} className="list__item">
            {t(a.acknowledgedAt ? "acknowledgements.acknowledged" : "acknowledgements.notYet", { name: a.userName })}
          </li>
        ))}
      </ul>
    </div>
  );
}
