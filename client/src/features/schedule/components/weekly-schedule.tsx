import { useEffect, useMemo, useReducer } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { addDays, parseYmd, todayLocal, weekStart } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { isNetworkError, loadOffline, saveOffline } from "@/lib/offline";
import { useMediaQuery } from "@/lib/use-media-query";
import type { WeekQuery } from "@/gql/graphql";
import { useRequestSwap, useWeek } from "../api/schedule";
import { initialSwapSelection, swapSelectionReducer } from "../utils/swap-selection";
import { LaterShiftOffer, useLaterShift } from "./later-shift-offer";
import { WeekNavigator } from "./week-navigator";
import { WeekTable, type WeekShift } from "./week-table";
import { WeekAgenda } from "./week-agenda";
import { WeekAvailability } from "./week-availability";
import { EventManager } from "./event-manager";
import { ScheduleUploader } from "./schedule-uploader";
import { ScheduleEditor } from "./schedule-editor";
import { AcknowledgeBanner } from "./acknowledge-banner";
import "./schedule.css";

export const SWAP_SUBMITTED = 'Swap request submitted! You can check its status on the "Shift Swaps" page.';

function validDate(s: string | null): s is string {
  if (!s) return false;
  try {
    parseYmd(s);
    return true;
  } catch {
    return false;
  }
}

/** The Weekly Schedule page: navigator, table, swap selection and the manager panels. */
export function WeeklySchedule() {
  const { user, isManager } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const today = todayLocal();
  const asked = params.get("week");
  const friday = weekStart(validDate(asked) ? asked : today);
  const { data, loading, error } = useWeek(friday);
  const [requestSwap] = useRequestSwap();
  const [selection, dispatch] = useReducer(swapSelectionReducer, initialSwapSelection);

  const goToWeek = (date: string) => {
    const next = new URLSearchParams(params);
    next.set("week", date);
    setParams(next);
  };

  // A new week starts with nothing selected.
  useEffect(() => {
    dispatch({ type: "reset" });
  }, [friday]);

  const phone = useMediaQuery("(max-width: 640px)");

  // The last week read stays readable offline (lib/offline.ts), marked as a copy.
  useEffect(() => {
    if (user && data?.week.weekStarting === friday) saveOffline(user.id, "week", data);
  }, [user, data, friday]);
  const kept = !data && isNetworkError(error) && user ? loadOffline<WeekQuery>(user.id, "week") : null;
  const copy = kept?.data.week.weekStarting === friday ? kept : null;
  const shown = data ?? copy?.data;

  const week = shown?.week.weekStarting === friday ? shown.week : undefined;
  const schedule = week?.schedule ?? null;
  const shifts = useMemo<WeekShift[] | null>(
    () =>
      schedule
        ? schedule.days.flatMap((d) =>
            d.shifts.map((s) => ({
              id: s.id,
              userId: s.userId,
              userName: s.userName,
              date: s.date,
              startTime: s.startTime,
              endTime: s.endTime,
              dayKey: d.key,
            })),
          )
        : null,
    [schedule],
  );

  // A week without shifts of mine: point to the first later week that has some.
  const noneOfMine = !!week && !copy && !(shifts ?? []).some((s) => s.userId === user?.id);
  const laterDate = useLaterShift(user?.id ?? "", friday, !noneOfMine || !user);

  // Carry out what the selection asks for: an alert, or the confirm and the request.
  const prompt = selection.prompt;
  useEffect(() => {
    if (!prompt) return;
    if (prompt.kind === "alert") {
      window.alert(prompt.message);
      dispatch({ type: "dismiss" });
      return;
    }
    if (!window.confirm(prompt.message)) {
      dispatch({ type: "cancel" });
      return;
    }
    dispatch({ type: "confirm" });
    requestSwap({ variables: { shiftId: prompt.mine.id, targetShiftId: prompt.target.id } })
      .then(() => {
        dispatch({ type: "done" });
        window.alert(SWAP_SUBMITTED);
        navigate("/swaps");
      })
      .catch((err: unknown) => {
        dispatch({ type: "failed" });
        window.alert(errorMessage(err, "Failed to create swap request"));
      });
  }, [prompt, requestSwap, navigate]);

  if (!user) return null;
  const weekEnding = week?.weekEnding ?? addDays(friday, 6);
  const events = week?.events ?? [];

  return (
    <div className="page page--wide schedule-page">
      <h1>Weekly Schedule</h1>
      <WeekNavigator
        weekStarting={friday}
        weekEnding={weekEnding}
        onPrevious={() => goToWeek(addDays(friday, -7))}
        onNext={() => goToWeek(addDays(friday, 7))}
      />
      {copy && (
        <p className="offline-notice" role="status">
          You are offline. This is the copy saved {new Date(copy.savedAt).toLocaleString()}; it may be out of date.
        </p>
      )}
      {laterDate && <LaterShiftOffer date={laterDate} onGo={goToWeek} />}
      {!week && loading && <Loading text="Loading schedule..." />}
      {error && !week && (
        <p className="error" role="alert">
          Error: {errorMessage(error, "Failed to fetch schedule")}
        </p>
      )}
      {week && !schedule && <p className="schedule-page__empty">No schedule has been uploaded for this week.</p>}
      {week && schedule && !copy && <AcknowledgeBanner key={`${friday}:${schedule.updatedAt}`} weekStarting={friday} />}
      {week && schedule && (
        <p className="muted schedule-page__hint">
          To propose a swap, select one of your own shifts, then a colleague&apos;s shift.
        </p>
      )}
      {week && (schedule || events.length > 0) && phone && (
        <WeekAgenda
          weekStarting={friday}
          shifts={shifts}
          events={events}
          selection={selection}
          meId={user.id}
          today={today}
          onShiftClick={(shift) => dispatch({ type: "click", shift, meId: user.id, today })}
        />
      )}
      {week && (schedule || events.length > 0) && !phone && (
        <WeekTable
          weekStarting={friday}
          shifts={shifts}
          events={events}
          selection={selection}
          meId={user.id}
          today={today}
          onShiftClick={(shift) => dispatch({ type: "click", shift, meId: user.id, today })}
        />
      )}
      {week && !copy && <WeekAvailability weekStarting={friday} />}
      {isManager && week && !copy && <ScheduleEditor key={friday} weekStarting={friday} />}
      {isManager && week && !copy && (
        <div className="manager-panels">
          <EventManager key={friday} weekStarting={friday} events={events} />
          <ScheduleUploader
            key={`${friday}:${schedule?.updatedAt ?? "none"}`}
            weekStarting={friday}
            weekEnding={weekEnding}
            days={schedule?.days ?? null}
          />
        </div>
      )}
    </div>
  );
}
