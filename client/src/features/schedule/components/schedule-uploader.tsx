import { useId, useMemo, useState } from "react";
import { addDays, DAY_KEYS, dayLabel, formatRange, formatShortDate, weekDates, type DayKeyName } from "@/lib/dates";
import { errorCode, errorMessage } from "@/lib/errors";
import { useApprovedTimeOff, useEmployees, usePublishSchedule } from "../api/schedule";
import {
  addDraftShift,
  countDraftShifts,
  draftFromSchedule,
  draftToInput,
  NO_EMPLOYEE_ACCOUNTS,
  removeDraftShift,
  updateDraftShift,
  type DraftWeek,
} from "../utils/uploader";

type PublishedDay = {
  key: DayKeyName;
  shifts: { id: string; userId: string; startTime: string; endTime: string }[];
};

type Props = {
  weekStarting: string;
  weekEnding: string;
  /** The published week's days, or null when nothing is published yet. */
  days: readonly PublishedDay[] | null;
};

const NOBODY: ReadonlySet<string> = new Set();

/** For each date of the week, the people with approved time off, who cannot be scheduled. */
function useUnavailable(weekStarting: string, weekEnding: string): (date: string) => ReadonlySet<string> {
  const { data, error } = useApprovedTimeOff(weekStarting, weekEnding);
  if (error) console.warn("Failed to fetch approved time off", error);
  const byDate = useMemo(() => {
    const map = new Map<string, Set<string>>();
    for (const r of data?.timeOff ?? []) {
      // Part of a day leaves the rest of it schedulable; the server checks the hours.
      if (r.startTime) continue;
      for (let date = r.date; date <= r.endDate; date = addDays(date, 1)) {
        const set = map.get(date) ?? new Set<string>();
        set.add(r.user.id);
        map.set(date, set);
      }
    }
    return map;
  }, [data]);
  return (date) => byDate.get(date) ?? NOBODY;
}

/** Managers build a week's shifts per day and publish them. */
export function ScheduleUploader({ weekStarting, weekEnding, days }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="card uploader" aria-labelledby={`${panelId}-title`}>
      <div className="uploader__head">
        <h2 id={`${panelId}-title`}>Schedule Uploader</h2>
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Close Schedule Uploader" : "Open Schedule Uploader"}
        </button>
      </div>
      {open && (
        <div id={panelId}>
          <UploaderForm weekStarting={weekStarting} weekEnding={weekEnding} days={days} />
        </div>
      )}
    </section>
  );
}

function UploaderForm({ weekStarting, weekEnding, days }: Props) {
  const { data, loading, error } = useEmployees();
  const [publish, { loading: publishing }] = usePublishSchedule();
  const [draft, setDraft] = useState<DraftWeek>(() => draftFromSchedule(days));
  const unavailableOn = useUnavailable(weekStarting, weekEnding);
  const dates = weekDates(weekStarting);
  const employees = data?.employees ?? [];

  if (loading && !data) return <p className="loading">Loading employees...</p>;
  if (error && !data) {
    console.warn("Failed to fetch employees", error);
  }

  const add = (day: DayKeyName, date: string) => {
    const result = addDraftShift(draft, day, employees, unavailableOn(date));
    if ("error" in result) window.alert(result.error);
    else setDraft(result.week);
  };

  const submit = async () => {
    const input = { weekStarting, shifts: draftToInput(draft) };
    try {
      try {
        await publish({ variables: { input } });
      } catch (err) {
        // Warnings (short rest, weekly hours) need the manager's explicit yes.
        if (errorCode(err) !== "CONFLICT") throw err;
        if (!window.confirm(`${errorMessage(err, "This week has warnings.")}\n\nPublish anyway?`)) return;
        await publish({ variables: { input: { ...input, acceptAllWarnings: true } } });
      }
      window.alert("Schedule uploaded successfully!");
    } catch (err) {
      window.alert(errorMessage(err, "Failed to submit schedule"));
    }
  };

  return (
    <div className="uploader__body">
      <p>
        Week of <strong>{formatRange(weekStarting, weekEnding)}</strong>
        {days ? " (published: your changes replace it)" : " (not yet published)"}
      </p>
      {data && employees.length === 0 && (
        <p className="error" role="alert">
          {NO_EMPLOYEE_ACCOUNTS}
        </p>
      )}
      <div className="uploader__days">
        {DAY_KEYS.map((day, i) => {
          const off = unavailableOn(dates[i]);
          const label = `${dayLabel(day)} ${formatShortDate(dates[i])}`;
          return (
            <fieldset key={day} className="uploader__day">
              <legend>{label}</legend>
              {draft[day].length === 0 && <p className="muted uploader__none">No shifts.</p>}
              {draft[day].map((s, n) => {
                const prefix = `${dayLabel(day)} shift ${n + 1}`;
                const base = `${panelKey(weekStarting)}-${day}-${s.key}`;
                return (
                  <div key={s.key} className="uploader__shift">
                    <div className="field">
                      <label htmlFor={`${base}-emp`}>
                        <span className="visually-hidden">{prefix} </span>Employee
                      </label>
                      <select
                        id={`${base}-emp`}
                        value={s.userId}
                        onChange={(e) => setDraft(updateDraftShift(draft, day, s.key, { userId: e.target.value }))}
                      >
                        {!employees.some((e) => e.id === s.userId) && <option value={s.userId}>(former employee)</option>}
                        {employees.map((e) => (
                          <option key={e.id} value={e.id} disabled={off.has(e.id) && e.id !== s.userId}>
                            {off.has(e.id) ? `${e.name} (time off)` : e.name}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="field">
                      <label htmlFor={`${base}-start`}>
                        <span className="visually-hidden">{prefix} </span>Start
                      </label>
                      <input
                        id={`${base}-start`}
                        type="time"
                        required
                        value={s.startTime}
                        onChange={(e) => setDraft(updateDraftShift(draft, day, s.key, { startTime: e.target.value }))}
                      />
                    </div>
                    <div className="field">
                      <label htmlFor={`${base}-end`}>
                        <span className="visually-hidden">{prefix} </span>End
                      </label>
                      <input
                        id={`${base}-end`}
                        type="time"
                        required
                        value={s.endTime}
                        onChange={(e) => setDraft(updateDraftShift(draft, day, s.key, { endTime: e.target.value }))}
                      />
                    </div>
                    <button
                      type="button"
                      className="btn btn--danger btn--small uploader__remove"
                      onClick={() => setDraft(removeDraftShift(draft, day, s.key))}
                    >
                      Remove<span className="visually-hidden"> {prefix}</span>
                    </button>
                  </div>
                );
              })}
              <button type="button" className="btn btn--secondary btn--small" onClick={() => add(day, dates[i])}>
                Add Shift<span className="visually-hidden"> on {dayLabel(day)}</span>
              </button>
            </fieldset>
          );
        })}
      </div>
      <div className="uploader__actions">
        <span className="muted">{countDraftShifts(draft)} shifts in this week</span>
        <button type="button" className="btn" disabled={publishing} onClick={() => void submit()}>
          {publishing ? "Publishing..." : "Publish Schedule"}
        </button>
      </div>
    </div>
  );
}

function panelKey(weekStarting: string): string {
  return `up-${weekStarting}`;
}
