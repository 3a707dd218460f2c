// The Event Manager's forms (SPEC "Event Manager"): managers add calendar events (date,
// title, type) and delete them, from a day's header in the schedule editor.
import { useState, type FormEvent } from "react";
import type { EventType } from "@/gql/graphql";
import { formatDate } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { EventTag, eventTypeLabel, type CalendarEventItem } from "@/components/event-tag";
import { useCreateEvent, useDeleteEvent } from "../api/events";
import "./events.css";
import { FormError, useConfirm, useNotice } from "@/components/feedback";

const TYPES: EventType[] = ["MEETING", "MANDATORY", "PTO_RESTRICTED"];

/** The form adding an event; the title must not be blank. */
export function AddEventForm({ date: initialDate }: { date: string }) {
  const [createEvent, { loading: creating }] = useCreateEvent();
  const [date, setDate] = useState(initialDate);
  const [title, setTitle] = useState("");
  const [type, setType] = useState<EventType>("MEETING");
  const [problem, setProblem] = useState("");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = !title.trim()
      ? "Please enter a title for the event."
      : !date
        ? "Please choose a date for the event."
        : !TYPES.includes(type)
          ? "Please choose a type for the event."
          : "";
    setProblem(invalid);
    if (invalid) return;
    try {
      await createEvent({ variables: { input: { date, title: title.trim(), type } } });
      setTitle("");
    } catch (err) {
      setProblem(errorMessage(err, "Failed to create event"));
    }
  };

  return (
    <>
      <form className="form form--inline" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="event-date">Event date</label>
          <input id="event-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field field--grow">
          <label htmlFor="event-title">Event title</label>
          <input id="event-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="event-type">Event type</label>
          <select id="event-type" value={type} onChange={(e) => setType(e.target.value as EventType)}>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {eventTypeLabel(t)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn" disabled={creating}>
          Add Event
        </button>
      </form>
      <FormError text={problem} />
    </>
  );
}

/** The week's events, each deleted after a confirm. */
export function EventList({ events }: { events: readonly CalendarEventItem[] }) {
  const [deleteEvent] = useDeleteEvent();
  const ask = useConfirm();
  const notice = useNotice();
  const remove = async (id: string) => {
    if (!(await ask({ title: "Are you sure you want to delete this event?", action: "Delete event", destructive: true }))) return;
    try {
      await deleteEvent({ variables: { id } });
    } catch (err) {
      notice.failed(errorMessage(err, "Failed to delete event"));
    }
  };
  if (events.length === 0) return <p className="muted">No events this day.</p>;
  return (
    <ul className="list">
      {events.map((ev) => (
        <li key={ev.id} className="list__item">
          <span>
            {formatDate(ev.date)} <EventTag title={ev.title} type={ev.type} />
          </span>
          <button type="button" className="btn btn--danger btn--small" onClick={() => void remove(ev.id)}>
            Delete
            <span className="visually-hidden">
              {" "}
              event {ev.title} on {formatDate(ev.date)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
