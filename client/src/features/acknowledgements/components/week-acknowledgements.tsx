import { useWeekAcknowledgements } from "../api/acknowledgements";

/** Who is on a published week and whether they acknowledged it (for managers, in the editor). */
export function WeekAcknowledgements({ weekStarting }: { weekStarting: string }) {
  const { data } = useWeekAcknowledgements(weekStarting);
  const acks = data?.weekAcknowledgements ?? [];
  const acked = acks.filter((a) => a.acknowledgedAt);
  if (!data) return null;
  return (
    <div className="week-acks">
      <h3>
        Acknowledged: {acked.length} of {acks.length}
      </h3>
      <ul className="list" aria-label="Acknowledgements">
        {acks.map((a) => (
          <li key={a.userId} className="list__item">
            {a.userName}: {a.acknowledgedAt ? "acknowledged" : "not yet acknowledged"}
          </li>
        ))}
      </ul>
    </div>
  );
}
