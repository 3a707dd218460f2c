import { Link } from "react-router-dom";
import type { HomeQuery } from "@/gql/graphql";
import { formatDate, formatTimeRange } from "@/lib/dates";
import { shiftPlace, useWorkplaceNames } from "@/lib/workplace-names";
import { startsIn, upcomingDays, type HomeShift } from "../utils/upcoming";

const SWAP_STATE: Record<string, string> = {
  PENDING_TARGET: "waiting for the colleague",
  PENDING_MANAGER: "waiting for a manager",
};

/** When the offline copy was saved, as a person reads it. */
export function OfflineNotice({ savedAt }: { savedAt: string }) {
  return (
    <p className="offline-notice" role="status">
      You are offline. This is the copy saved {new Date(savedAt).toLocaleString()}; it may be out of date.
    </p>
  );
}

/** My next 14 days grouped by day, the next shift first and highlighted. */
export function UpcomingShifts({ data, now }: { data: HomeQuery; now: Date }) {
  const days = upcomingDays(data.upcoming, data.coworkers, data.events, now);
  const next = days[0]?.mine[0];
  // Positions and locations are named only when a shift has one (one small cached query).
  const names = useWorkplaceNames(data.upcoming.some((s) => s.positionId || s.locationId));
  const place = (s: HomeShift) => {
    const { label } = shiftPlace(names, s.positionId, s.locationId);
    return label ? `, ${label}` : "";
  };
  return (
    <section className="card home-upcoming" aria-labelledby="home-upcoming-title">
      <h2 id="home-upcoming-title">My upcoming shifts</h2>
      {next ? (
        <p className="home-next">
          <span className="home-next__label">Next shift</span>{" "}
          <strong>
            {formatDate(next.date)}, {formatTimeRange(next.startTime, next.endTime)}
            {place(next)}
          </strong>{" "}
          <span className="home-next__when">({startsIn(next.date, next.startTime, next.endTime, now)})</span>
        </p>
      ) : (
        <p className="muted">
          No shifts in the next 14 days. <Link to="/schedule">See the weekly schedule</Link>
        </p>
      )}
      <ul className="home-days">
        {days.map((day) => (
          <li key={day.date} className="home-day">
            <h3 className="home-day__date">{formatDate(day.date)}</h3>
            <ul className="home-day__shifts">
              {day.mine.map((s) => (
                <li key={s.id} className={s === next ? "home-shift home-shift--next" : "home-shift"}>
                  {formatTimeRange(s.startTime, s.endTime)}
                  {place(s)}
                </li>
              ))}
            </ul>
            {day.events.map((e) => (
              <p key={e.id} className="home-day__event">
                Event: {e.title}
              </p>
            ))}
            <p className="muted home-day__others">
              {day.colleagues.length ? `Also working: ${day.colleagues.join(", ")}` : "Nobody else is scheduled."}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** My requests still waiting for an answer. */
export function PendingRequests({ data, meId }: { data: HomeQuery; meId: string }) {
  const timeOff = data.myTimeOffRequests.filter((r) => r.status === "PENDING");
  const swaps = data.mySwapRequests.filter((s) => s.status in SWAP_STATE);
  const claims = data.myShiftClaims.filter((c) => c.status === "PENDING");
  return (
    <section className="card" aria-labelledby="home-pending-title">
      <h2 id="home-pending-title">My pending requests</h2>
      {timeOff.length === 0 && swaps.length === 0 && claims.length === 0 ? (
        <p className="muted">Nothing is waiting for an answer.</p>
      ) : (
        <ul className="list">
          {timeOff.map((r) => (
            <li key={r.id} className="list__item">
              <Link to="/pto">Time off on {formatDate(r.date)}</Link>
              <span className="status status--pending">waiting for a manager</span>
            </li>
          ))}
          {swaps.map((s) => {
            const mine = s.requester.id === meId;
            const other = mine ? s.target.name : s.requester.name;
            const shift = mine ? s.shiftA : s.shiftB;
            const needsMe = s.status === "PENDING_TARGET" && !mine;
            return (
              <li key={s.id} className="list__item">
                <Link to="/swaps">
                  Swap of {formatDate(shift.date)} with {other}
                </Link>
                <span className="status status--pending">{needsMe ? "waiting for your answer" : SWAP_STATE[s.status]}</span>
              </li>
            );
          })}
          {claims.map((c) => (
            <li key={c.id} className="list__item">
              <Link to="/open-shifts">Claim of the shift on {formatDate(c.openShift.date)}</Link>
              <span className="status status--pending">waiting for a manager</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** My unread notifications. */
export function UnreadNotifications({ data }: { data: HomeQuery }) {
  return (
    <section className="card" aria-labelledby="home-unread-title">
      <h2 id="home-unread-title">Unread notifications</h2>
      {data.notifications.length === 0 ? (
        <p className="muted">You are all caught up.</p>
      ) : (
        <ul className="list">
          {data.notifications.slice(0, 5).map((n) => (
            <li key={n.id} className="list__item">
              <Link to={n.link || "/dashboard"}>{n.message}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
