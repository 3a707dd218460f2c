import { useState, type FormEvent } from "react";
import type { EventType } from "@/gql/graphql";
import { formatDate } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { useCreateEvent, useDeleteEvent } from "../api/schedule";
import { EventTag, eventTypeLabel } from "./event-tag";
import type { WeekEvent } from "./week-table";

const TYPES: EventType[] = ["MEETING", "MANDATORY", "PTO_RESTRICTED"];

type Props = { weekStarting: string; events: readonly WeekEvent[] };

/** Managers add calendar events (date, title, type) and delete them. */
export function EventManager({ weekStarting, events }: Props) {
  const [createEvent, { loading: creating }] = useCreateEvent();
  const [deleteEvent] = useDeleteEvent();
  const [date, setDate] = useState(weekStarting);
  const [title, setTitle] = useState("");
  const [type, setType] = useState<EventType>("MEETING");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) {
      window.alert("Please enter a title for the event.");
      return;
    }
    if (!date) {
      window.alert("Please choose a date for the event.");
      return;
    }
    if (!TYPES.includes(type)) {
      window.alert("Please choose a type for the event.");
      return;
    }
    try {
      await createEvent({ variables: { input: { date, title: title.trim(), type } } });
      setTitle("");
    } catch (err) {
      window.alert(errorMessage(err, "Failed to create event"));
    }
  };

  const remove = async (id: string) => {
    if (!window.confirm("Are you sure you want to delete this event?")) return;
    try {
      await deleteEvent({ variables: { id } });
    } catch (err) {
      window.alert(errorMessage(err, "Failed to delete event"));
    }
  };

  return (
    <section className="card" aria-labelledby="event-manager-title">
      <h2 id="event-manager-title">Event Manager</h2>
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
      <h3 className="event-manager__list-title">Events this week</h3>
      {events.length === 0 ? (
        <p className="muted">No events this week.</p>
      ) : (
        <ul className="list">
          {events.map((ev) => (
            <li key={ev.id} className="list__item">
              <span>
                {formatDate(ev.date)} <EventTag title={ev.title} type={ev.type} />
              </span>
              <button
                type="button"
                className="btn btn--danger btn--small"
                onClick={() => void remove(ev.id)}
              >
                Delete
                <span className="visually-hidden">
                  {" "}
                  event {ev.title} on {formatDate(ev.date)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
