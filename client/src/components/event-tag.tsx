import type { EventType } from "@/gql/graphql";
import "./event-tag.css";

/** A calendar event as the schedule screens and the Event Manager list it. */
export type CalendarEventItem = { id: string; date: string; title: string; type: EventType };

const TYPE_LABELS: Record<EventType, string> = {
  MEETING: "Meeting",
  MANDATORY: "Mandatory",
  PTO_RESTRICTED: "PTO Restricted",
};

export function eventTypeLabel(type: EventType): string {
  return TYPE_LABELS[type];
}

/** A calendar event's title, coloured by its type (mandatory red, meeting blue, other grey). */
export function EventTag({ title, type }: { title: string; type: EventType }) {
  const tone = type === "MANDATORY" ? "mandatory" : type === "MEETING" ? "meeting" : "other";
  return (
    <span className={`event-tag event-tag--${tone}`} title={`${title} (${eventTypeLabel(type)})`}>
      {title}{" "}
      <span className="visually-hidden">({eventTypeLabel(type)})</span>
    </span>
  );
}
