// How the one Apollo cache (lib/apollo.ts) identifies and merges objects, apart so that
// tests read the same policies as the app.
import type { TypePolicies } from "@apollo/client";
import { draftConflictsPolicy, draftShiftsPolicy } from "./draft-merge";

export const typePolicies: TypePolicies = {
  // One per workplace, without an id: each screen asks for its own fields of it, so
  // answers merge rather than replace one another.
  WorkplaceSettings: { merge: true },
  // A week's draft has no id of its own: its first day identifies it, so an edit's answer
  // (the part it touched) is merged into the editor's query in place.
  WeekDraft: {
    keyFields: ["weekStarting"],
    fields: { shifts: draftShiftsPolicy, conflicts: draftConflictsPolicy },
  },
  // A week's shifts are stored inside the answer that brought them, not one cache
  // entry each: nothing updates a shift by its id (changes evict the week, month and
  // shifts fields and read them again), and normalising some 2,000 shifts of a large
  // week was most of the time between its answer and the grid.
  ScheduleDay: { keyFields: false },
  Shift: { keyFields: false },
};
