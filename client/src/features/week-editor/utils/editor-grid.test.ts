import { describe, expect, it } from "vitest";
import { buildGrid, conflictsByShift, dayTotals, formatHours, groupRows, rowMinutes, shiftMinutes, typeFits, type EditorShift } from "./editor-grid";

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
  pinned: false,
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

describe("hours and day totals", () => {
  it("counts an overnight shift to its end the next morning", () => {
    expect(shiftMinutes({ startTime: "22:00", endTime: "06:00" })).toBe(480);
    expect(shiftMinutes({ startTime: "09:30", endTime: "17:00" })).toBe(450);
  });
  it("sums a person's week without removed shifts, and counts people and cost per day", () => {
    const removed = { ...shift("3", "a", "Ann", "FRIDAY"), status: "REMOVED" as EditorShift["status"] };
    const [ann, bo] = buildGrid([], [shift("1", "a", "Ann", "FRIDAY"), shift("2", "a", "Ann", "SATURDAY"), removed, shift("4", "b", "Bo", "FRIDAY")]);
    expect(formatHours(rowMinutes(ann))).toBe("16h");
    const totals = dayTotals([ann, bo], new Map([["a", 1500]]));
    expect(totals[0]).toEqual({ people: 2, costCents: 12000 });
    expect(totals[1]).toEqual({ people: 1, costCents: 12000 });
    expect(totals[2]).toEqual({ people: 0, costCents: null });
  });
});

describe("shift types and groups", () => {
  it("offers a type only where the person has its position and location", () => {
    const cook = { positionIds: ["p1"], locationIds: ["l1"] };
    expect(typeFits({ positionId: "p1", locationId: "l1" }, cook)).toBe(true);
    expect(typeFits({ positionId: "p2", locationId: null }, cook)).toBe(false);
    expect(typeFits({ positionId: null, locationId: "l2" }, cook)).toBe(false);
    expect(typeFits({ positionId: null, locationId: "l2" }, { positionIds: [], locationIds: [] })).toBe(true);
  });
  it("groups rows by primary position, people without one last", () => {
    const rows = buildGrid([{ id: "a", name: "Ann" }, { id: "b", name: "Bo" }, { id: "c", name: "Cy" }], []);
    const places = new Map([["a", { positionIds: ["p2"], locationIds: [] }], ["c", { positionIds: ["p1", "p2"], locationIds: [] }]]);
    const groups = groupRows(rows, "position", places, new Map([["p1", "Barista"], ["p2", "Cook"]]));
    expect(groups.map((g) => [g.label, g.rows.map((r) => r.person.name)])).toEqual([["Barista", ["Cy"]], ["Cook", ["Ann"]], ["No position", ["Bo"]]]);
  });
});
