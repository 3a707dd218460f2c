// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { coverage, startsIn, upcomingDays, type HomeShift } from "./upcoming";

const shift = (id: string, date: string, startTime: string, endTime: string): HomeShift => ({ id, date, startTime, endTime });

describe("startsIn", () => {
  const now = new Date(2026, 10, 23, 9, 0);
  it("counts minutes, then hours on the same day", () => {
    expect(startsIn("2026-11-23", "09:40", "17:00", now)).toBe("in 40 min");
    expect(startsIn("2026-11-23", "12:00", "17:00", now)).toBe("in 3 h");
  });
  it("says now while the shift runs", () => {
    expect(startsIn("2026-11-23", "08:00", "17:00", now)).toBe("now");
    expect(startsIn("2026-11-22", "22:00", "10:00", now)).toBe("now");
  });
  it("says tomorrow, then days", () => {
    expect(startsIn("2026-11-24", "16:00", "20:00", now)).toBe("tomorrow at 4:00 PM");
    expect(startsIn("2026-11-27", "09:00", "17:00", now)).toBe("in 4 days");
  });
  it("uses hours for an early start tomorrow that is only hours away", () => {
    expect(startsIn("2026-11-24", "01:00", "07:00", new Date(2026, 10, 23, 22, 0))).toBe("in 3 h");
  });
});

describe("upcomingDays", () => {
  it("groups my shifts by day, in order, with that day's colleagues by name, and drops finished shifts", () => {
    const now = new Date(2026, 10, 23, 12, 0);
    const days = upcomingDays(
      [shift("3", "2026-11-24", "14:00", "18:00"), shift("1", "2026-11-23", "06:00", "10:00"), shift("2", "2026-11-24", "09:00", "13:00")],
      [
        { date: "2026-11-23", names: ["Cy"] },
        { date: "2026-11-24", names: ["Bo", "Al"] },
      ],
      [{ id: "e", date: "2026-11-24", title: "Stocktake" }],
      now,
    );
    expect(days).toHaveLength(1);
    expect(days[0].mine.map((s) => s.id)).toEqual(["2", "3"]);
    expect(days[0].colleagues).toEqual(["Al", "Bo"]);
    expect(days[0].events.map((e) => e.title)).toEqual(["Stocktake"]);
  });
});

describe("coverage", () => {
  it("counts shifts for each of the seven days", () => {
    const c = coverage("2026-11-20", [{ date: "2026-11-20" }, { date: "2026-11-20" }, { date: "2026-11-22" }]);
    expect(c.map((d) => d.count)).toEqual([2, 0, 1, 0, 0, 0, 0]);
  });
});
