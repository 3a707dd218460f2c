// A person's leave profile as its form edits it (dates and hours as typed) and as the
// server takes it.
import type { LeaveProfileInput, LeaveProfileQuery } from "@/gql/graphql";

type Profile = LeaveProfileQuery["leaveProfile"];

export type ProfileDraft = {
  startsOn: string;
  endsOn: string;
  /** Contracted hours a week as typed; empty: the workplace's full-time week. */
  hours: string;
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  workDays: number[];
  /** Empty: the person's first location. */
  holidayLocationId: string;
};

export function profileDraftOf(p: Profile): ProfileDraft {
  return {
    startsOn: p.startsOn ?? "",
    endsOn: p.endsOn ?? "",
    hours: p.hoursPerWeek === null ? "" : String(p.hoursPerWeek),
    workDays: [...p.workDays].sort((a, b) => a - b),
    holidayLocationId: p.holidayLocationId ?? "",
  };
}

/** What the form asks to fix first; null when it reads well. */
export type ProfileProblem = "hours" | "days" | null;

/** The input for setLeaveProfile, or the problem; "37,5" reads as 37.5 hours. */
export function profileInput(userId: string, d: ProfileDraft): { input: LeaveProfileInput } | { problem: Exclude<ProfileProblem, null> } {
  const typed = d.hours.trim().replace(",", ".");
  const hours = typed === "" ? null : Number(typed);
  if (hours !== null && (!/^\d+(\.\d+)?$/.test(typed) || !Number.isFinite(hours))) return { problem: "hours" };
  if (d.workDays.length === 0) return { problem: "days" };
  return {
    input: {
      userId,
      startsOn: d.startsOn || null,
      endsOn: d.endsOn || null,
      hoursPerWeek: hours,
      workDays: [...d.workDays].sort((a, b) => a - b),
      holidayLocationId: d.holidayLocationId || null,
    },
  };
}
