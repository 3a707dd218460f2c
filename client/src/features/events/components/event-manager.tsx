// The Event Manager's forms (SPEC "Event Manager"): managers add calendar events (date,
// title, type), edit and delete them, from a day's header in the schedule editor.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { EventType } from "@/gql/graphql";
import { formatDate } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { EventTag, eventTypeLabel, type CalendarEventItem } from "@/components/event-tag";
import { useCreateEvent, useDeleteEvent, useUpdateEvent } from "../api/events";
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

/** The day's events, each edited in place or deleted after a confirm. */
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
        <EventItem key={ev.id} event={ev} onDelete={() => void remove(ev.id)} />
      ))}
    </ul>
  );
}

/** One event: its tag with Edit and Delete, or, while editing, the form changing it. */
function EventItem({ event: ev, onDelete }: { event: CalendarEventItem; onDelete: () => void }) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back to Edit once the form closes, so the keyboard stays where it was.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (editing) {
    return (
      <li className="list__item">
        <EditEventForm event={ev} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="list__item">
      <span>
        {formatDate(ev.date)} <EventTag title={ev.title} type={ev.type} />
      </span>
      <span className="btn-row">
        <button ref={editButton} type="button" className="btn btn--secondary btn--small" onClick={() => setEditing(true)}>
          {t("events.edit")}
          <span className="visually-hidden"> {t("events.deleteWhat", { title: ev.title, date: formatDate(ev.date) })}</span>
        </button>
        <button type="button" className="btn btn--danger btn--small" onClick={onDelete}>
          {t("events.delete")}
          <span className="visually-hidden"> {t("events.deleteWhat", { title: ev.title, date: formatDate(ev.date) })}</span>
        </button>
      </span>
    </li>
  );
}

/** Changes an event's title, date and type under the rules of adding one; errors show below it. */
function EditEventForm({ event: ev, onDone }: { event: CalendarEventItem; onDone: () => void }) {
  const { t } = useT();
  const [updateEvent, { loading: saving }] = useUpdateEvent();
  const [date, setDate] = useState(ev.date);
  const [title, setTitle] = useState(ev.title);
  const [type, setType] = useState<EventType>(ev.type);
  const [problem, setProblem] = useState("");
  const id = useId();
  const titleInput = useRef<HTMLInputElement>(null);
  useEffect(() => titleInput.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = !title.trim() ? t("events.needTitle") : !date ? t("events.needDate") : "";
    setProblem(invalid);
    if (invalid) return;
    try {
      await updateEvent({ variables: { id: ev.id, input: { date, title: title.trim(), type } } });
      onDone();
    } catch (err) {
      setProblem(errorMessage(err, t("events.updateFailed")));
    }
  };

  return (
    <form className="event-edit" aria-label={t("events.editWhat", { title: ev.title })} onSubmit={submit} noValidate>
      <div className="form form--inline">
        <div className="field field--grow">
          <label htmlFor={`${id}-title`}>{t("events.editTitle")}</label>
          <input
            id={`${id}-title`}
            ref={titleInput}
            value={title}
            maxLength={200}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{t("events.editDate")}</label>
          <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t("events.editType")}</label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as EventType)}>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {eventTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div id={`${id}-problem`}>
        <FormError text={problem} />
      </div>
      <div className="btn-row">
        <button type="submit" className="btn btn--small" disabled={saving}>
          {t("events.save")}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={onDone}>
          {t("events.cancel")}
        </button>
      </div>
    </form>
  );
}
