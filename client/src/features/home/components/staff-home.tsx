import { formatDate, formatDateTime, formatTimeRange } from "@/lib/i18n-format";
import { Link } from "react-router-dom";
import type { HomeQuery } from "@/gql/graphql";
import { shiftPlace, useWorkplaceNames } from "@/lib/workplace-names";
import { startsIn, upcomingDays, type HomeShift } from "../utils/upcoming";
import { useT } from "../i18n";

const SWAP_STATE: Record<string, string> = {
  PENDING_TARGET: "home.pending.waitingColleague",
  PENDING_MANAGER: "home.pending.waitingManager",
};

/** When the offline copy was saved, as a person reads it. */
export function OfflineNotice({ savedAt }: { savedAt: string }) {
  const { t } = useT();
  return (
    <p className="offline-notice" role="status">
      {t("home.offline", { when: formatDateTime(savedAt) })}
    </p>
  );
}

/** My next 14 days grouped by day, the next shift first and highlighted. */
export function UpcomingShifts({ data, now }: { data: HomeQuery; now: Date }) {
  const { t } = useT();
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
      <h2 id="home-upcoming-title">{t("home.upcoming.title")}</h2>
      {next ? (
        <p className="home-next">
          <span className="home-next__label">{t("home.upcoming.next")}</span>{" "}
          <strong>
            {formatDate(next.date)}, {formatTimeRange(next.startTime, next.endTime)}
            {place(next)}
          </strong>{" "}
          <span className="home-next__when">({startsIn(next.date, next.startTime, next.endTime, now)})</span>
        </p>
      ) : (
        <p className="muted">
          {t("home.upcoming.none")} <Link to="/schedule">{t("home.upcoming.seeWeek")}</Link>
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
                {t("home.upcoming.event", { title: e.title })}
              </p>
            ))}
            <p className="muted home-day__others">
              {day.colleagues.length
                ? t("home.upcoming.alsoWorking", { names: day.colleagues.join(", ") })
                : t("home.upcoming.nobodyElse")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** My requests still waiting for an answer. */
export function PendingRequests({ data, meId }: { data: HomeQuery; meId: string }) {
  const { t } = useT();
  const timeOff = data.myTimeOffRequests.filter((r) => r.status === "PENDING");
  const swaps = data.mySwapRequests.filter((s) => s.status in SWAP_STATE);
  const claims = data.myShiftClaims.filter((c) => c.status === "PENDING");
  return (
    <section className="card" aria-labelledby="home-pending-title">
      <h2 id="home-pending-title">{t("home.pending.title")}</h2>
      {timeOff.length === 0 && swaps.length === 0 && claims.length === 0 ? (
        <p className="muted">{t("home.pending.none")}</p>
      ) : (
        <ul className="list">
          {timeOff.map((r) => (
            <li key={r.id} className="list__item">
              <Link to="/pto">{t("home.pending.timeOff", { date: formatDate(r.date) })}</Link>
              <span className="status status--pending">{t("home.pending.waitingManager")}</span>
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
                  {t("home.pending.swap", { date: formatDate(shift.date), name: other })}
                </Link>
                <span className="status status--pending">{needsMe ? t("home.pending.waitingYou") : t(SWAP_STATE[s.status])}</span>
              </li>
            );
          })}
          {claims.map((c) => (
            <li key={c.id} className="list__item">
              <Link to="/open-shifts">{t("home.pending.claim", { date: formatDate(c.openShift.date) })}</Link>
              <span className="status status--pending">{t("home.pending.waitingManager")}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** My unread notifications. */
export function UnreadNotifications({ data }: { data: HomeQuery }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="home-unread-title">
      <h2 id="home-unread-title">{t("home.unread.title")}</h2>
      {data.notifications.length === 0 ? (
        <p className="muted">{t("home.unread.none")}</p>
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
