import { memo } from "react";
import { dayKeyOf, weekDates, weekDays } from "@/lib/dates";
import { dayLabel, formatShortDate } from "@/lib/i18n-format";
import { EventTag } from "@/components/event-tag";
import { ShiftButton } from "./shift-button";
import type { WeekTableProps } from "./week-table";
import { useT } from "../i18n";

/** The week for phones: one day under another, my shifts first, then my colleagues'. Memoised as WeekTable is. */
export const WeekAgenda = memo(function WeekAgenda({ weekStarting, shifts, events, selection, meId, today, onShiftClick, names, dayNote }: WeekTableProps) {
  const { t } = useT();
  const dates = weekDates(weekStarting);
  return (
    <ol className="week-agenda" aria-label={t("scheduleViews.weekSchedule")}>
      {weekDays(dayKeyOf(weekStarting)).map((key, i) => {
        const date = dates[i];
        const dayShifts = (shifts ?? [])
          .filter((s) => s.dayKey === key)
          .sort((a, b) => Number(b.userId === meId) - Number(a.userId === meId) || a.startTime.localeCompare(b.startTime));
        const dayEvents = events.filter((e) => e.date === date);
        const note = dayNote?.(date);
        return (
          <li key={key} className={date === today ? "week-agenda__day week-agenda__day--today" : "week-agenda__day"}>
            <h2 className="week-agenda__title">
              {dayLabel(key)} <span className="week-agenda__date">{formatShortDate(date)}</span>
            </h2>
            {(dayEvents.length > 0 || note) && (
              <div className="week-agenda__events">
                {note}
                {dayEvents.map((e) => (
                  <EventTag key={e.id} title={e.title} type={e.type} />
                ))}
              </div>
            )}
            {shifts && dayShifts.length === 0 && <p className="muted week-agenda__none">{t("scheduleViews.nobody")}</p>}
            <div className="week-agenda__shifts">
              {dayShifts.map((s) => <ShiftButton key={s.id} shift={s} selection={selection} meId={meId} today={today} onClick={onShiftClick} names={names} />)}
            </div>
          </li>
        );
      })}
    </ol>
  );
});
