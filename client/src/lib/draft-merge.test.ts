import { InMemoryCache } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { EditorDraftFragmentDoc, UpdateDraftShiftDocument, type EditorDraftFragment } from "@/gql/graphql";
import { draftConflictsPolicy, draftShiftsPolicy } from "./draft-merge";

const week = "2026-11-27";
type Shift = EditorDraftFragment["shifts"][number];
type Conflict = EditorDraftFragment["conflicts"][number];

const shift = (id: string, userId: string, date: string, startTime = "09:00"): Shift => ({
  __typename: "DraftShift",
  id,
  dayKey: "FRIDAY",
  date,
  startTime,
  endTime: "17:00",
  userId,
  userName: `P${userId}`,
  status: "PUBLISHED",
  version: 1,
  positionId: null,
  locationId: null,
  shiftTypeId: null,
  pinned: false,
});

const conflict = (key: string, code: Conflict["code"], severity: Conflict["severity"], userId: string, date: string | null): Conflict => ({
  __typename: "ShiftConflict",
  key,
  code,
  severity,
  userId,
  shiftIds: [],
  message: key,
  date,
});

function cacheWith(d: EditorDraftFragment) {
  const cache = new InMemoryCache({
    typePolicies: { WeekDraft: { keyFields: ["weekStarting"], fields: { shifts: draftShiftsPolicy, conflicts: draftConflictsPolicy } } },
  });
  cache.writeFragment({ fragment: EditorDraftFragmentDoc, fragmentName: "EditorDraft", data: d });
  return cache;
}

const read = (cache: InMemoryCache) =>
  cache.readFragment({ id: cache.identify({ __typename: "WeekDraft", weekStarting: week }), fragment: EditorDraftFragmentDoc, fragmentName: "EditorDraft" });

describe("merging an edit's answer into the week's draft", () => {
  const held: EditorDraftFragment = {
    __typename: "WeekDraft",
    weekStarting: week,
    hasChanges: false,
    published: true,
    updatedAt: null,
    shifts: [shift("1", "10", "2026-11-27"), shift("2", "20", "2026-11-27", "10:00"), shift("3", "30", "2026-11-28")],
    conflicts: [
      conflict("short-fri", "UNDERSTAFFED", "WARNING", "0", "2026-11-27"),
      conflict("rest-20", "SHORT_REST", "WARNING", "20", null),
      conflict("double-30", "DOUBLE_BOOKED", "HARD", "30", null),
    ],
  };

  it("replaces the touched shift, people's conflicts and dates' staffing, and keeps the rest in order", () => {
    const cache = cacheWith(held);
    const moved = { ...shift("1", "30", "2026-11-28", "08:00"), dayKey: "SATURDAY" as const, status: "CHANGED" as const, version: 2 };
    cache.writeQuery({
      query: UpdateDraftShiftDocument,
      variables: {
        input: { weekStarting: week, id: "1", version: 1, dayKey: "SATURDAY", userId: "30", startTime: "08:00", endTime: "17:00" },
        ids: ["1"],
        people: ["10", "30"],
        dates: ["2026-11-27", "2026-11-28"],
      },
      data: {
        updateDraftShift: {
          __typename: "WeekDraft",
          weekStarting: week,
          hasChanges: true,
          published: true,
          updatedAt: "2026-11-24T05:00:00Z",
          shifts: [moved],
          conflicts: [conflict("double-30b", "DOUBLE_BOOKED", "HARD", "30", null), conflict("over-sat", "OVERSTAFFED", "WARNING", "0", "2026-11-28")],
        },
      },
    });
    const d = read(cache);
    expect(d?.hasChanges).toBe(true);
    expect(d?.shifts.map((s) => `${s.id}:${s.userId}:${s.date}`)).toEqual(["2:20:2026-11-27", "1:30:2026-11-28", "3:30:2026-11-28"]);
    expect(d?.conflicts.map((c) => c.key)).toEqual(["double-30b", "rest-20", "over-sat"]);
  });

  it("takes a whole week's answer as it is", () => {
    const cache = cacheWith(held);
    cache.writeFragment({ fragment: EditorDraftFragmentDoc, fragmentName: "EditorDraft", data: { ...held, shifts: [shift("9", "10", "2026-11-29")], conflicts: [] } });
    expect(read(cache)?.shifts.map((s) => s.id)).toEqual(["9"]);
    expect(read(cache)?.conflicts).toEqual([]);
  });
});
