import { describe, expect, it } from "vitest";
import i18next from "i18next";
import en from "@/locales/en/week-editor.json";
import {
  buildGrid,
  conflictsByShift,
  dayTotals,
  groupRows,
  hoursDescription,
  hoursLabel,
  minutesInAll,
  newShiftLocation,
  peopleShown,
  rowMinutes,
  shiftMinutes,
  shownBy,
  typeFits,
  weeklyLimits,
  type EditorShift,
} from "./editor-grid";

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

// The English catalogue, as the editor words groups and hours.
const i18n = i18next.createInstance();
void i18n.init({ lng: "en", initAsync: false, resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
const t = i18n.t;

describe("buildGrid", () => {
  it("has a row per person, by name, with shifts on their days", () => {
    const rows = buildGrid(
      [
        { id: "2", name: "Zoe" },
        { id: "1", name: "Al" },
      ],
      [shift("10", "2", "Zoe", "SUNDAY"), shift("11", "3", "Gone", "FRIDAY")],
      "FRIDAY",
    );
    expect(rows.map((r) => r.person.name)).toEqual(["Al", "Gone", "Zoe"]);
    expect(rows[2].days[2].map((s) => s.id)).toEqual(["10"]);
    expect(rows[1].days[0].map((s) => s.id)).toEqual(["11"]);
  });

  it("puts a Sunday shift in the last column of a Monday week, and a Monday one in the first", () => {
    const [row] = buildGrid([{ id: "1", name: "Al" }], [shift("10", "1", "Al", "SUNDAY"), shift("11", "1", "Al", "MONDAY"), shift("12", "1", "Al", "FRIDAY")], "MONDAY");
    expect(row.days.map((d) => d.map((s) => s.id))).toEqual([["11"], [], [], [], ["12"], [], ["10"]]);
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
    const [ann, bo] = buildGrid([], [shift("1", "a", "Ann", "FRIDAY"), shift("2", "a", "Ann", "SATURDAY"), removed, shift("4", "b", "Bo", "FRIDAY")], "FRIDAY");
    expect(rowMinutes(ann)).toBe(16 * 60);
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
    const rows = buildGrid([{ id: "a", name: "Ann" }, { id: "b", name: "Bo" }, { id: "c", name: "Cy" }], [], "FRIDAY");
    const places = new Map([["a", { positionIds: ["p2"], locationIds: [] }], ["c", { positionIds: ["p1", "p2"], locationIds: [] }]]);
    const groups = groupRows(rows, "position", places, new Map([["p1", "Barista"], ["p2", "Cook"]]), t("weekEditor.noPosition"));
    expect(groups.map((g) => [g.label, g.rows.map((r) => r.person.name)])).toEqual([["Barista", ["Cy"]], ["Cook", ["Ann"]], ["No position", ["Bo"]]]);
  });
});

describe("hours against the rule set's limits", () => {
  const set = (periodKind: string, periodStart: string, userIds: string[], max: number | null, min: number | null = null) => ({
    periodKind,
    periodWeeks: 1,
    periodStart,
    userIds,
    rules: { maxHours: max == null ? null : { value: max }, minHours: min == null ? null : { value: min } },
  });

  it("takes limits only from rule sets whose period is the workplace's week", () => {
    const limits = weeklyLimits([set("WEEKS", "2026-01-02", ["1"], 40 * 60, 20 * 60), set("MONTH", "2026-01-02", ["2"], 160 * 60), set("WEEKS", "2026-01-05", ["3"], 40 * 60)], "FRIDAY");
    expect(limits.get("1")).toEqual({ max: 2400, min: 1200 });
    expect(limits.has("2")).toBe(false);
    expect(limits.has("3")).toBe(false);
  });

  it("in a Monday workplace, takes the one-week rule sets that start on a Monday", () => {
    const limits = weeklyLimits([set("WEEKS", "2026-01-02", ["1"], 40 * 60), set("WEEKS", "2026-01-05", ["3"], 30 * 60)], "MONDAY");
    expect(limits.has("1")).toBe(false);
    expect(limits.get("3")).toEqual({ max: 1800, min: null });
  });

  it("reads as hours of the maximum, of the minimum, or alone, and says in words when broken", () => {
    const h = { minutes: 38 * 60, max: 40 * 60, min: null, over: false, under: false };
    expect(hoursLabel(t, h)).toBe("38/40 h");
    expect(hoursLabel(t, { ...h, max: null, min: 20 * 60, minutes: 750 })).toBe("12.5/20+ h");
    expect(hoursLabel(t, { ...h, max: null })).toBe("38 h");
    expect(hoursDescription(t, { ...h, minutes: 48 * 60, over: true })).toBe("48 hours this week, at most 40: over the maximum");
    expect(hoursDescription(t, { ...h, max: null, min: 1200, minutes: 600, under: true })).toBe("10 hours this week, at least 20: under the minimum");
  });
});

describe("Show location", () => {
  const HARBOUR = "2";
  const DOWNTOWN = "3";
  const people = [
    { id: "1", name: "Finn Harbour" },
    { id: "2", name: "Dana Downtown" },
    { id: "3", name: "Sam Both" },
  ];
  const places = new Map([
    ["1", { positionIds: [], locationIds: [HARBOUR] }],
    ["2", { positionIds: [], locationIds: [DOWNTOWN] }],
    ["3", { positionIds: [], locationIds: [HARBOUR, DOWNTOWN] }],
  ]);
  const at = (s: EditorShift, locationId: string, startTime = "09:00", endTime = "17:00"): EditorShift => ({ ...s, locationId, startTime, endTime });
  const shifts = [
    at(shift("a", "3", "Sam Both", "FRIDAY"), HARBOUR, "09:00", "17:00"),
    ...["SATURDAY", "SUNDAY", "MONDAY", "TUESDAY"].map((d, i) => at(shift(`d${i}`, "3", "Sam Both", d), DOWNTOWN)),
    at(shift("f", "1", "Finn Harbour", "FRIDAY"), HARBOUR),
  ];
  const filter = { locationId: HARBOUR, positionId: "" };

  it("lists only Harbour's people", () => {
    const rows = buildGrid(peopleShown(people, places, filter), shifts.filter((s) => shownBy(filter, s)), "FRIDAY");
    expect(rows.map((r) => r.person.name)).toEqual(["Finn Harbour", "Sam Both"]);
  });
  it("starts a new shift at the location shown, else at its person's one location", () => {
    expect(newShiftLocation(filter, places, "2")).toBe(HARBOUR);
    expect(newShiftLocation({ locationId: "", positionId: "" }, places, "2")).toBe(DOWNTOWN);
    expect(newShiftLocation({ locationId: "", positionId: "" }, places, "3")).toBe("");
  });
  it("lists everyone without a filter", () => {
    expect(peopleShown(people, places, { locationId: "", positionId: "" })).toHaveLength(3);
  });
  it("shows each person's hours there and in all", () => {
    const rows = buildGrid(peopleShown(people, places, filter), shifts.filter((s) => shownBy(filter, s)), "FRIDAY");
    const sam = rows.find((r) => r.person.id === "3")!;
    const all = minutesInAll(shifts).get("3")!;
    const h = { minutes: rowMinutes(sam), min: null, max: 40 * 60, over: false, under: false, allMinutes: all };
    expect(hoursLabel(t, h)).toBe("8/40 h here · 40 h in all");
    expect(hoursDescription(t, h)).toBe("8 hours this week here, 40 in all, at most 40");
  });
});
