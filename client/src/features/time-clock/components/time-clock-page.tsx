import { useState, type ReactNode } from "react";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import type { ClockAction, ClockStateQuery, GeoPointInput } from "@/gql/graphql";
import { useClock, useClockState } from "../api/clock";
import "./time-clock.css";

type State = ClockStateQuery["clockState"];

const clockTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

function minutes(n: number): string {
  const h = Math.floor(n / 60);
  return h ? `${h} h ${n % 60} min` : `${n} min`;
}

/** Asks the device where it is; the server decides whether that is on site. */
function currentPosition(): Promise<GeoPointInput> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new Error("This device cannot tell where it is, and this location needs your position to clock in."));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracyMetres: p.coords.accuracy }),
      () => reject(new Error("This location needs your position to clock in: allow location access and try again.")),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  });
}

/** What the person is doing now, in one line. */
function stateLine(s: State): string {
  if (!s.open) return "You are not clocked in.";
  if (s.open.onBreak) return `On a break (clocked in at ${clockTime(s.open.clockInAt)}).`;
  return `Clocked in since ${clockTime(s.open.clockInAt)}.`;
}

function shiftLine(s: State): string {
  if (!s.shiftStartsAt || !s.shiftEndsAt) {
    return "No shift now: you may still clock in, and your manager will see it was without a shift.";
  }
  const from = s.clockInFrom ? ` (clock in from ${clockTime(s.clockInFrom)})` : "";
  return `Your shift: ${clockTime(s.shiftStartsAt)} to ${clockTime(s.shiftEndsAt)}${from}.`;
}

/** The time clock on the person's own device: phone first, one big button for the next step. */
export function TimeClockPage({ children }: { children?: ReactNode }) {
  const { data, loading } = useClockState();
  const [clock, { loading: busy }] = useClock();
  const [error, setError] = useState("");
  const notice = useNotice();
  const s = data?.clockState;

  const act = async (action: ClockAction, done: string) => {
    setError("");
    try {
      // The position goes with clocking in and out, where the location checks it.
      const sendsPosition = s?.needsPosition && (action === "CLOCK_IN" || action === "CLOCK_OUT");
      const position = sendsPosition ? await currentPosition().catch((e: Error) => (action === "CLOCK_IN" ? Promise.reject(e) : null)) : null;
      await clock({ variables: { action, position } });
      notice.done(done);
    } catch (err) {
      setError(errorMessage(err, "The clock did not answer; try again."));
    }
  };

  return (
    <div className="page page--narrowish">
      <h1>Time Clock</h1>
      {loading && !s && <p>Loading…</p>}
      {s && (
        <section className="card clock" aria-labelledby="clock-state">
          <p className="clock__state" id="clock-state" role="status">
            {stateLine(s)}
          </p>
          <p>{shiftLine(s)}</p>
          {s.needsPosition && <p className="muted">This location checks that you are on site: your position is sent when you clock in.</p>}
          <FormError text={error} />
          <div className="clock__actions">
            {!s.open && (
              <button type="button" className="btn btn--success clock__action" disabled={busy} onClick={() => void act("CLOCK_IN", "Clocked in.")}>
                Clock in
              </button>
            )}
            {s.open && !s.open.onBreak && (
              <button type="button" className="btn btn--secondary clock__action" disabled={busy} onClick={() => void act("BREAK_START", "Break started.")}>
                Start break
              </button>
            )}
            {s.open?.onBreak && (
              <button type="button" className="btn clock__action" disabled={busy} onClick={() => void act("BREAK_END", "Break ended.")}>
                End break
              </button>
            )}
            {s.open && (
              <button type="button" className="btn btn--danger clock__action" disabled={busy} onClick={() => void act("CLOCK_OUT", "Clocked out.")}>
                Clock out
              </button>
            )}
          </div>
          {!s.open && s.last?.clockOutAt && (
            <p className="muted">
              Last time: {clockTime(s.last.clockInAt)} to {clockTime(s.last.clockOutAt)}, {minutes(s.last.workedMinutes)} worked
              {s.last.breakMinutes > 0 ? `, ${minutes(s.last.breakMinutes)} of breaks` : ""}.
            </p>
          )}
        </section>
      )}
      {children}
    </div>
  );
}
