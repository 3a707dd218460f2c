import { formatDate, formatTimeRange } from "@/lib/i18n-format";

/** A shift's date and times as the open shifts screens write them, e.g. `Mon, Nov 23, 2026, 9:00 AM - 5:00 PM`. */
export const when = (s: { date: string; startTime: string; endTime: string }) =>
  `${formatDate(s.date)}, ${formatTimeRange(s.startTime, s.endTime)}`;

type Named = { id: string; name: string };

/** An open shift's position and location by name, e.g. "Barista, Harbour"; empty when it has neither. */
export function placeOf(
  o: { positionId?: string | null; locationId?: string | null },
  positions: readonly Named[],
  locations: readonly Named[],
) {
  const names = [positions.find((p) => p.id === o.positionId)?.name, locations.find((l) => l.id === o.locationId)?.name];
  return names.filter(Boolean).join(", ");
}

/** Where and as what a person works, as the post form reads it. */
export type Workplace = { userId: string; positions: readonly { positionId: string }[]; locationIds: readonly string[] };

/**
 * Whether a person may claim an open shift at the position and location (each "" for none), as the
 * server decides: qualified for the position, and working at the location (someone placed nowhere
 * works everywhere).
 */
export function qualifiedThere(w: Workplace | undefined, positionId: string, locationId: string) {
  const positions = w?.positions ?? [];
  const locations = w?.locationIds ?? [];
  return (
    (!positionId || positions.some((p) => p.positionId === positionId)) &&
    (!locationId || locations.length === 0 || locations.includes(locationId))
  );
}
