import { useState, type ReactNode } from "react";
import { errorMessage, errorReason } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import type { ClockAction, ClockStateQuery, GeoPointInput } from "@/gql/graphql";
import { useClock, useClockState } from "../api/clock";
import { clockTime, useT } from "../i18n";
import { ReasonForm } from "./reason-form";
import "./time-clock.css";

type State = ClockStateQuery["clockState"];

type T = ReturnType<typeof useT>["t"];

function minutes(t: T, n: number): string {
  const h = Math.floor(n / 60);
  return h ? t("timeClock.hoursMinutes", { h, m: n % 60 }) : t("timeClock.minutes", { m: n });
}

/** Asks the device where it is; the server decides whether that is on site. */
function currentPosition(t: T): Promise<GeoPointInput> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new Error(t("timeClock.noGeolocation")));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracyMetres: p.coords.accuracy }),
      () => reject(new Error(t("timeClock.positionRefused"))),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  });
}

/** What the person is doing now, in one line. */
function stateLine(t: T, s: State): string {
  if (!s.open) return t("timeClock.notClockedIn");
  if (s.open.onBreak) return t("timeClock.onBreakSince", { time: clockTime(s.open.clockInAt) });
  return t("timeClock.clockedInSince", { time: clockTime(s.open.clockInAt) });
}

function shiftLine(t: T, s: State): string {
  if (!s.shiftStartsAt || !s.shiftEndsAt) return t("timeClock.noShiftNow");
  const shift = { from: clockTime(s.shiftStartsAt), to: clockTime(s.shiftEndsAt) };
  return s.clockInFrom ? t("timeClock.yourShiftOpens", { ...shift, opens: clockTime(s.clockInFrom) }) : t("timeClock.yourShift", shift);
}

function lastLine(t: T, last: { clockInAt: string; clockOutAt: string; workedMinutes: number; breakMinutes: number }): string {
  const times = { from: clockTime(last.clockInAt), to: clockTime(last.clockOutAt), worked: minutes(t, last.workedMinutes) };
  return last.breakMinutes > 0 ? t("timeClock.lastTimeBreaks", { ...times, breaks: minutes(t, last.breakMinutes) }) : t("timeClock.lastTime", times);
}

/** The time clock on the person's own device: phone first, one big button for the next step. */
export function TimeClockPage({ children }: { children?: ReactNode }) {
  const { data, loading } = useClockState();
  const [clock, { loading: busy }] = useClock();
  const [error, setError] = useState("");
  // Set when the server asked why the person clocks out far from the shift's end: its sentence.
  const [askWhy, setAskWhy] = useState("");
  const notice = useNotice();
  const { t } = useT();
  const s = data?.clockState;

  const act = async (action: ClockAction, done: string, why?: string) => {
    setError("");
    try {
      // The position goes with clocking in and out, where the location checks it.
      const sendsPosition = s?.needsPosition && (action === "CLOCK_IN" || action === "CLOCK_OUT");
      const position = sendsPosition ? await currentPosition(t).catch((e: Error) => (action === "CLOCK_IN" ? Promise.reject(e) : null)) : null;
      await clock({ variables: { action, position, reason: why ?? null } });
      setAskWhy("");
      notice.done(done);
    } catch (err) {
      if (action === "CLOCK_OUT" && errorReason(err) === "REASON_REQUIRED") {
        setAskWhy(errorMessage(err, t("timeClock.reason.title")));
        return;
      }
      setError(errorMessage(err, t("timeClock.noAnswer")));
    }
  };

  return (
    <div className="page page--narrowish">
      <h1>{t("timeClock.title")}</h1>
      {loading && !s && <p>{t("timeClock.loading")}</p>}
      {s && (
        <section className="card clock" aria-labelledby="clock-state">
          <p className="clock__state" id="clock-state" role="status">
            {stateLine(t, s)}
          </p>
          <p>{shiftLine(t, s)}</p>
          {s.needsPosition && <p className="muted">{t("timeClock.checksPosition")}</p>}
          <FormError text={error} />
          <div className="clock__actions">
            {!s.open && (
              <button type="button" className="btn btn--success clock__action" disabled={busy} onClick={() => void act("CLOCK_IN", t("timeClock.doneClockIn"))}>
                {t("timeClock.clockIn")}
              </button>
            )}
            {s.open && !s.open.onBreak && (
              <button type="button" className="btn btn--secondary clock__action" disabled={busy} onClick={() => void act("BREAK_START", t("timeClock.doneBreakStart"))}>
                {t("timeClock.startBreak")}
              </button>
            )}
            {s.open?.onBreak && (
              <button type="button" className="btn clock__action" disabled={busy} onClick={() => void act("BREAK_END", t("timeClock.doneBreakEnd"))}>
                {t("timeClock.endBreak")}
              </button>
            )}
            {s.open && (
              <button type="button" className="btn btn--danger clock__action" disabled={busy} onClick={() => void act("CLOCK_OUT", t("timeClock.doneClockOut"))}>
                {t("timeClock.clockOut")}
              </button>
            )}
          </div>
          {s.open && askWhy && (
            <ReasonForm
              sentence={askWhy}
              busy={busy}
              onSend={(why) => void act("CLOCK_OUT", t("timeClock.doneClockOut"), why)}
              onCancel={() => setAskWhy("")}
            />
          )}
          {!s.open && s.last?.clockOutAt && (
            <p className="muted">{lastLine(t, { ...s.last, clockOutAt: s.last.clockOutAt })}</p>
          )}
        </section>
      )}
      {children}
    </div>
  );
}
