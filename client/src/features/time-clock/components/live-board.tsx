import { useSearchParams } from "react-router-dom";
import { errorMessage } from "@/lib/errors";
import { FormError } from "@/components/feedback";
import type { BoardStatus, ClockBoardQuery } from "@/gql/graphql";
import { BOARD_POLL_MS, useClockBoard } from "../api/clock-board";
import { clockTime, useT } from "../i18n";
import "./time-clock.css";

type Entry = ClockBoardQuery["clockBoard"]["entries"][number];

type T = ReturnType<typeof useT>["t"];

/** Each status's catalogue key. */
const STATUS_LABELS: Record<BoardStatus, string> = {
  LATE: "timeClock.board.late",
  ABSENT: "timeClock.board.absent",
  ON_CLOCK: "timeClock.board.onClock",
  ON_BREAK: "timeClock.board.onBreak",
  UPCOMING: "timeClock.board.upcoming",
  DONE: "timeClock.board.done",
};

/** The order of the board's groups: what needs the manager first. */
const STATUS_ORDER: BoardStatus[] = ["LATE", "ABSENT", "ON_BREAK", "ON_CLOCK", "UPCOMING", "DONE"];

const time = (iso?: string | null) => (iso ? clockTime(iso) : "");

/** The filter's value for every location. */
const ALL = "";

/**
 * Managers' live board of every location they manage, or of one chosen in the filter
 * (?location=ID, as attendance notifications link): who is on the clock, on a break,
 * late or absent, asked again every 15 seconds.
 */
export function LiveBoard() {
  const [params, setParams] = useSearchParams();
  const { data, error } = useClockBoard();
  const board = data?.clockBoard;
  const locations = board?.locations ?? [];
  const wanted = params.get("location") ?? ALL;
  const locationId = locations.some((l) => l.id === wanted) ? wanted : ALL;
  const entries = (board?.entries ?? []).filter((e) => locationId === ALL || e.locationId === locationId);
  const { t } = useT();
  return (
    <div className="page">
      <h1>{t("timeClock.board.title")}</h1>
      <p className="muted">{t("timeClock.board.intro", { late: board?.lateAfterMinutes ?? 10, seconds: BOARD_POLL_MS / 1000 })}</p>
      {board && locations.length === 0 && <p>{t("timeClock.addLocationFirst")}</p>}
      {locations.length > 1 && (
        <div className="field">
          <label htmlFor="board-location">{t("timeClock.location")}</label>
          <select
            id="board-location"
            value={locationId}
            onChange={(e) => setParams(e.target.value === ALL ? {} : { location: e.target.value }, { replace: true })}
          >
            <option value={ALL}>{t("timeClock.board.allLocations")}</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && <FormError text={errorMessage(error, t("timeClock.board.loadFailed"))} />}
      {board && <BoardGroups entries={entries} showLocation={locationId === ALL && locations.length > 1} />}
    </div>
  );
}

function BoardGroups({ entries, showLocation }: { entries: readonly Entry[]; showLocation: boolean }) {
  const { t } = useT();
  if (entries.length === 0) return <p>{t("timeClock.board.empty")}</p>;
  return (
    <div className="board">
      {STATUS_ORDER.map((status) => {
        const group = entries.filter((e) => e.status === status);
        if (group.length === 0) return null;
        const id = `board-${status.toLowerCase()}`;
        return (
          <section key={status} className={`card board__group board__group--${status.toLowerCase()}`} aria-labelledby={id}>
            <h2 id={id}>{t("timeClock.board.group", { status: t(STATUS_LABELS[status]), n: group.length })}</h2>
            <ul className="board__list">
              {group.map((e) => (
                <li key={`${e.userId}-${e.shiftId ?? "none"}`}>
                  <strong>{e.userName}</strong>
                  {e.lateMinutes != null && (
                    <>
                      {" "}
                      <span className="board__late">{t("timeClock.board.lateBy", { n: e.lateMinutes })}</span>
                    </>
                  )}{" "}
                  <span className="muted">
                    {showLocation && e.locationName ? t("timeClock.board.at", { line: entryLine(t, e), location: e.locationName }) : entryLine(t, e)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function entryLine(t: T, e: Entry): string {
  const shift = e.shiftStartsAt ? t("timeClock.board.shift", { from: time(e.shiftStartsAt), to: time(e.shiftEndsAt) }) : t("timeClock.board.noShift");
  if (e.clockOutAt) return t("timeClock.board.clocked", { shift, from: time(e.clockInAt), to: time(e.clockOutAt) });
  if (e.clockInAt) return t("timeClock.board.clockedInAt", { shift, time: time(e.clockInAt) });
  return shift;
}
