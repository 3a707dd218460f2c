import { describe, expect, it } from "vitest";
import { buildGrid, conflictsByShift, type EditorShift } from "./editor-grid";

const shift = (id: string, userId: string, userName: string, dayKey: string): EditorShift => ({
  __typename: "DraftShift",
  id,
  userId,
  userName,
  dayKey: dayKey as EditorShift["dayKey"],
  date: "2026-11-27",
  startTime: "09:00",
  endTime: "17:00",
  status: "PUBLISHED",
  version: 0,
  positionId: null,
  locationId: null,
  shiftTypeId: null,
});

describe("buildGrid", () => {
  it("has a row per person, by name, with shifts on their days", () => {
    const rows = buildGrid(
      [
        { id: "2", name: "Zoe" },
        { id: "1", name: "Al" },
      ],
      [shift("10", "2", "Zoe", "SUNDAY"), shift("11", "3", "Gone", "FRIDAY")],
    );
    expect(rows.map((r) => r.person.name)).toEqual(["Al", "Gone", "Zoe"]);
    expect(rows[2].days[2].map((s) => s.id)).toEqual(["10"]);
    expect(rows[1].days[0].map((s) => s.id)).toEqual(["11"]);
  });
});

describe("conflictsByShift", () => {
  it("lists each conflict on every shift it names", () => {
    const map = conflictsByShift([
      { __typename: "ShiftConflict", key: "k", code: "DOUBLE_BOOKED", severity: "HARD", userId: "1", shiftIds: ["1", "2"], message: "m", date: null },
    ]);
    expect(map.get("1")?.[0].code).toBe("DOUBLE_BOOKED");
    expect(map.get("2")?.length).toBe(1);
  });
});
