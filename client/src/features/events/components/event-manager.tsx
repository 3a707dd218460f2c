// The Event Manager's forms (SPEC "Event Manager"): managers add calendar events (date,
// title, type) and delete them, from a day's header in the schedule editor.
import { useState, type FormEvent } from "react";
import type { EventType } from "@/gql/graphql";
import { formatDate } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { EventTag, eventTypeLabel, type CalendarEventItem } from "@/components/event-tag";
import { useCreateEvent, useDeleteEvent } from "../api/events";
import "./events.css";
import { useT } from "../i18n";
import { FormError, useConfirm, useNotice } from "@/components/feedback";

const TYPES: EventType[] = ["MEETING", "MANDATORY", "PTO_RESTRICTED"];

/** The form adding an event; the title must not be blank. */
export function AddEventForm({ date: initialDate }: { date: string }) {
  const { t } = useT();
  const [createEvent, { loading: creating }] = useCreateEvent();
  const [date, setDate] = useState(initialDate);
  const [title, setTitle] = useState("");
  const [type, setType] = useState<EventType>("MEETING");
  const [problem, setProblem] = useState("");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = !title.trim()
      ? t("events.needTitle")
      : !date
        ? t("events.needDate")
        : !TYPES.includes(type)
          ? t("events.needType")
          : "";
    setProblem(invalid);
    if (invalid) return;
    try {
      await createEvent({ variables: { input: { date, title: title.trim(), type } } });
      setTitle("");
    } catch (err) {
      setProblem(errorMessage(err, t("events.createFailed")));
    }
  };

  return (
    <>
      <form className="form form--inline" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="event-date">{t("events.date")}</label>
          <input id="event-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field field--grow">
          <label htmlFor="event-title">{t("events.title")}</label>
          <input id="event-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="event-type">{t("events.type")}</label>
          <select id="event-type" value={type} onChange={(e) => setType(e.target.value as EventType)}>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {eventTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn" disabled={creating}>
          {t("events.add")}
        </button>
      </form>
      <FormError text={problem} />
    </>
  );
}

/** The week's events, each deleted after a confirm. */
export function EventList({ events }: { events: readonly CalendarEventItem[] }) {
  const { t } = useT();
  const [deleteEvent] = useDeleteEvent();
  const ask = useConfirm();
  const notice = useNotice();
  const remove = async (id: string) => {
    if (!(await ask({ title: t("events.deleteConfirm"), action: t("events.deleteAction"), destructive: true }))) return;
    try {
      await deleteEvent({ variables: { id } });
    } catch (err) {
      notice.failed(errorMessage(err, t("events.deleteFailed")));
    }
  };
  if (events.length === 0) return <p className="muted">{t("events.none")}</p>;
  return (
    <ul className="list">
      {events.map((ev) => (
        <li key={ev.id} className="list__item">
          <span>
            {formatDate(ev.date)} <EventTag title={ev.title} type={ev.type} />
          </span>
          <button type="button" className="btn btn--danger btn--small" onClick={() => void remove(ev.id)}>
            {t("events.delete")}
            <span className="visually-hidden"> {t("events.deleteWhat", { title: ev.title, date: formatDate(ev.date) })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
