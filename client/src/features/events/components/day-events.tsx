import { useId, useState } from "react";
import { createPortal } from "react-dom";
import { formatDate } from "@/lib/i18n-format";
import { EventTag, type CalendarEventItem } from "@/components/event-tag";
import { AddEventForm, EventList } from "./event-manager";
import "./events.css";
import { useModalDialog } from "@/lib/use-modal-dialog";
import { useT } from "../i18n";

type Props = { date: string; events: readonly CalendarEventItem[] };

/**
 * A day's events in the editor's day header, and the button that opens the Event Manager
 * for that day (its events with Delete, and the form adding one), so events are managed
 * where the week is built rather than in a panel under it.
 */
export function DayEvents({ date, events }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const today = events.filter((e) => e.date === date);
  return (
    <span className="day-events">
      {today.map((e) => (
        <EventTag key={e.id} title={e.title} type={e.type} />
      ))}
      <button type="button" className="day-events__open" onClick={() => setOpen(true)}>
        {today.length ? t("events.openMany") : t("events.openNone")}
        <span className="visually-hidden"> {t("events.onDate", { date: formatDate(date) })}</span>
      </button>
      {/* In the page's body, not inside the column header whose name and style it would take. */}
      {open && createPortal(<DayEventsDialog date={date} events={today} onClose={() => setOpen(false)} />, document.body)}
    </span>
  );
}

type DialogProps = { date: string; events: readonly CalendarEventItem[]; onClose: () => void };

/** The Event Manager of one day, in a modal dialog (Escape or Close shuts it). */
function DayEventsDialog({ date, events, onClose }: DialogProps) {
  const { t } = useT();
  const ref = useModalDialog("#event-title"); // into the title, the field a manager opens this for
  const id = useId();
  return (
    <dialog
      ref={ref}
      className="day-events__dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t("events.dialogTitle", { date: formatDate(date) })}</h2>
      <EventList events={events} />
      <h3 className="event-manager__list-title">{t("events.addTitle")}</h3>
      <AddEventForm date={date} />
      <div className="btn-row day-events__buttons">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t("events.close")}
        </button>
      </div>
    </dialog>
  );
}
