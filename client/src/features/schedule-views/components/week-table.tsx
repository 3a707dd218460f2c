import { memo, type ReactNode } from "react";
import { dayKeyOf, weekDates, weekDays, type DayKeyName } from "@/lib/dates";
import { dayLabel, formatShortDate } from "@/lib/i18n-format";
import type { SelectableShift, SwapSelectionState } from "../utils/swap-selection";
import { EventTag, type CalendarEventItem } from "@/components/event-tag";
import type { WorkplaceNames } from "@/lib/workplace-names";
import { ShiftButton } from "./shift-button";
import { useT } from "../i18n";

export type WeekShift = SelectableShift & { dayKey: DayKeyName; positionId?: string | null; locationId?: string | null };
export type WeekEvent = CalendarEventItem;

export type WeekTableProps = {
  weekStarting: string;
  shifts: readonly WeekShift[] | null;
  events: readonly WeekEvent[];
  selection: SwapSelectionState;
  meId: string;
  today: string;
  onShiftClick: (shift: WeekShift) => void;
  /** Names and colours the shifts' positions and locations. */
  names: WorkplaceNames;
  /** More to show on a day beside its events (the public holidays, composed by the route). */
  dayNote?: (date: string) => ReactNode;
};

/**
 * Seven day columns from the week's first day (the workplace's): a row of event tags and a row of shifts. Memoised: a
 * large week is thousands of elements, not to be drawn again when only the page around
 * it changes (the banner's or the panels' answers).
 */
export const WeekTable = memo(function WeekTable({ weekStarting, shifts, events, selection, meId, today, onShiftClick, names, dayNote }: WeekTableProps) {
  const { t } = useT();
  const dates = weekDates(weekStarting);
  const days = weekDays(dayKeyOf(weekStarting));
  return (
    <div className="week-table-wrap" role="region" aria-label={t("scheduleViews.weekSchedule")} tabIndex={0}>
      <table className="week-table">
        <thead>
          <tr>
            <th scope="col" className="week-table__corner">
              <span className="visually-hidden">{t("scheduleViews.row")}</span>
            </th>
            {days.map((key, i) => (
              <th key={key} scope="col">
                <span className="week-table__day">{dayLabel(key)}</span>{" "}
                <span className="week-table__date">{formatShortDate(dates[i])}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="week-table__events">
            <th scope="row">{t("scheduleViews.events")}</th>
            {dates.map((date) => (
              <td key={date}>
                <div className="week-table__stack">
                  {dayNote?.(date)}
                  {events
                    .filter((e) => e.date === date)
                    .map((e) => (
                      <EventTag key={e.id} title={e.title} type={e.type} />
                    ))}
                </div>
              </td>
            ))}
          </tr>
          {shifts && (
            <tr className="week-table__shifts">
              <th scope="row">{t("scheduleViews.shifts")}</th>
              {days.map((key) => (
                <td key={key}>
                  <div className="week-table__stack">
                    {shifts
                      .filter((s) => s.dayKey === key)
                      .map((s) => <ShiftButton key={s.id} shift={s} selection={selection} meId={meId} today={today} onClick={onShiftClick} names={names} />)}
                  </div>
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
});
