// Reads the times people type into a cell ("7-3", "7a-3p", "14:00-22:00", "9:30-17",
// "22-6") as a shift's start and end.
//
// The rule for a bare end (no am/pm) that is earlier than the start: it is in the
// afternoon when adding 12 hours puts it after the start ("7-3" is 07:00-15:00,
// "10-2" is 10:00-14:00); otherwise the shift runs overnight and ends the next morning
// ("22-6" is 22:00-06:00). A bare start is read as written, on the 24-hour clock.

export type TimeRange = { startTime: string; endTime: string; overnight: boolean };

const SIDE = /^(\d{1,2})(?::?(\d{2}))?\s*([ap])?\.?m?\.?$/;

type Side = { minutes: number; meridiem: "a" | "p" | null };

function readSide(text: string): Side | null {
  const m = SIDE.exec(text.trim().toLowerCase());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  const meridiem = (m[3] as "a" | "p" | undefined) ?? null;
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "p" ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return { minutes: hour * 60 + minute, meridiem };
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The range typed, or null when it cannot be read (or starts and ends at once). */
export function parseTimeRange(text: string): TimeRange | null {
  const parts = text.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (parts.length !== 2) return null;
  const start = readSide(parts[0]);
  const end = readSide(parts[1]);
  if (!start || !end) return null;
  let endMinutes = end.minutes;
  if (!end.meridiem && endMinutes < start.minutes && endMinutes < 12 * 60 && endMinutes + 12 * 60 > start.minutes) {
    endMinutes += 12 * 60;
  }
  if (endMinutes === start.minutes) return null;
  return { startTime: hhmm(start.minutes), endTime: hhmm(endMinutes), overnight: endMinutes < start.minutes };
}
