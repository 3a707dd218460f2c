import type { EventType } from "@/gql/graphql";
import i18next from "@/lib/i18n";
import { useCommonT } from "@/lib/common-i18n";
import "./event-tag.css";

/** A calendar event as the schedule screens and the Event Manager list it. */
export type CalendarEventItem = { id: string; date: string; title: string; type: EventType };

/** The type's name in the person's language (the shared texts load with EventTag). */
export function eventTypeLabel(type: EventType): string {
  return i18next.t(`common.eventType.${type}`);
}

/** A calendar event's title, coloured by its type (mandatory red, meeting blue, other grey). */
export function EventTag({ title, type }: { title: string; type: EventType }) {
  useCommonT();
  const tone = type === "MANDATORY" ? "mandatory" : type === "MEETING" ? "meeting" : "other";
  return (
    <span className={`event-tag event-tag--${tone}`} title={`${title} (${eventTypeLabel(type)})`}>
      {title}{" "}
      <span className="visually-hidden">({eventTypeLabel(type)})</span>
    </span>
  );
}
