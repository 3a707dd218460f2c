import { useSearchParams } from "react-router-dom";
import { errorMessage } from "@/lib/errors";
import { FormError } from "@/components/feedback";
import type { BoardStatus, ClockBoardQuery } from "@/gql/graphql";
import { BOARD_POLL_MS, useClockBoard, useClockLocations } from "../api/clock-board";
import "./time-clock.css";

type Entry = ClockBoardQuery["clockBoard"]["entries"][number];

const STATUS_LABELS: Record<BoardStatus, string> = {
  LATE: "Late",
  ABSENT: "Absent",
  ON_CLOCK: "On the clock",
  ON_BREAK: "On a break",
  UPCOMING: "Not started",
  DONE: "Clocked out",
};

/** The order of the board's groups: what needs the manager first. */
const STATUS_ORDER: BoardStatus[] = ["LATE", "ABSENT", "ON_BREAK", "ON_CLOCK", "UPCOMING", "DONE"];

const time = (iso?: string | null) => (iso ? new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" }) : "");

/** Managers' live board of one location: who is on the clock, on a break, late or absent, asked again every 15 seconds. */
export function LiveBoard() {
  const [params, setParams] = useSearchParams();
  const locations = useClockLocations().data?.locations ?? [];
  const locationId = params.get("location") ?? locations[0]?.id ?? "";
  const { data, error } = useClockBoard(locationId);
  const board = data?.clockBoard;
  return (
    <div className="page">
      <h1>Live Board</h1>
      <p className="muted">
        Who is on the clock now. A person is late when not clocked in {board?.lateAfterMinutes ?? 10} minutes after their
        shift started, and absent when it ended without a clock-in; the location&apos;s managers are notified once per
        shift. The board refreshes every {BOARD_POLL_MS / 1000} seconds.
      </p>
      {locations.length === 0 && <p>Add a location under Workplace first.</p>}
      {locations.length > 1 && (
        <div className="field">
          <label htmlFor="board-location">Location</label>
          <select id="board-location" value={locationId} onChange={(e) => setParams({ location: e.target.value }, { replace: true })}>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && <FormError text={errorMessage(error, "Failed to load the board")} />}
      {board && <BoardGroups entries={board.entries} />}
    </div>
  );
}

function BoardGroups({ entries }: { entries: readonly Entry[] }) {
  if (entries.length === 0) return <p>No shifts here today, and nobody on the clock.</p>;
  return (
    <div className="board">
      {STATUS_ORDER.map((status) => {
        const group = entries.filter((e) => e.status === status);
        if (group.length === 0) return null;
        const id = `board-${status.toLowerCase()}`;
        return (
          <section key={status} className={`card board__group board__group--${status.toLowerCase()}`} aria-labelledby={id}>
            <h2 id={id}>
              {STATUS_LABELS[status]} ({group.length})
            </h2>
            <ul className="board__list">
              {group.map((e) => (
                <li key={`${e.userId}-${e.shiftId ?? "none"}`}>
                  <strong>{e.userName}</strong> <span className="muted">{entryLine(e)}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function entryLine(e: Entry): string {
  const shift = e.shiftStartsAt ? `shift ${time(e.shiftStartsAt)}–${time(e.shiftEndsAt)}` : "no shift";
  if (e.clockOutAt) return `${shift}, clocked ${time(e.clockInAt)}–${time(e.clockOutAt)}`;
  if (e.clockInAt) return `${shift}, clocked in at ${time(e.clockInAt)}`;
  return shift;
}
