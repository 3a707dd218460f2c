import { describe, expect, it } from "vitest";
import {
  addDraftShift,
  draftFromSchedule,
  draftToInput,
  emptyWeek,
  NO_EMPLOYEE_ACCOUNTS,
  NO_EMPLOYEE_AVAILABLE,
  removeDraftShift,
  updateDraftShift,
  type DraftWeek,
} from "./uploader";

const ann = { id: "1", name: "Ann" };
const bob = { id: "2", name: "Bob" };
const none = new Set<string>();

function added(r: ReturnType<typeof addDraftShift>): DraftWeek {
  if ("error" in r) throw new Error(r.error);
  return r.week;
}

describe("schedule uploader drafts", () => {
  it("adds a 09:00-17:00 shift for the first person not yet on that day", () => {
    let w = added(addDraftShift(emptyWeek(), "FRIDAY", [ann, bob], none));
    expect(w.FRIDAY).toMatchObject([{ userId: "1", startTime: "09:00", endTime: "17:00" }]);
    w = added(addDraftShift(w, "FRIDAY", [ann, bob], none));
    expect(w.FRIDAY.map((s) => s.userId)).toEqual(["1", "2"]);
    expect(w.SATURDAY).toEqual([]);
  });

  it("skips people on approved time off that day", () => {
    const w = added(addDraftShift(emptyWeek(), "MONDAY", [ann, bob], new Set(["1"])));
    expect(w.MONDAY[0].userId).toBe("2");
  });

  it("refuses when nobody is available, or nobody exists", () => {
    expect(addDraftShift(emptyWeek(), "MONDAY", [ann], new Set(["1"]))).toEqual({ error: NO_EMPLOYEE_AVAILABLE });
    expect(addDraftShift(emptyWeek(), "MONDAY", [], none)).toEqual({ error: NO_EMPLOYEE_ACCOUNTS });
    expect(NO_EMPLOYEE_AVAILABLE).toBe("Error: Cannot add a shift. No employees are available.");
  });

  it("loads a published week keeping shift ids, and sends them back", () => {
    const w = draftFromSchedule([
      { key: "FRIDAY", shifts: [{ id: "s1", userId: "1", startTime: "08:00", endTime: "16:00" }] },
      { key: "SUNDAY", shifts: [{ id: "s2", userId: "2", startTime: "22:00", endTime: "06:00" }] },
    ]);
    const more = added(addDraftShift(w, "SUNDAY", [ann, bob], none));
    expect(draftToInput(more)).toEqual([
      { id: "s1", dayKey: "FRIDAY", userId: "1", startTime: "08:00", endTime: "16:00" },
      { id: "s2", dayKey: "SUNDAY", userId: "2", startTime: "22:00", endTime: "06:00" },
      { dayKey: "SUNDAY", userId: "1", startTime: "09:00", endTime: "17:00" },
    ]);
  });

  it("updates and removes shifts", () => {
    let w = added(addDraftShift(emptyWeek(), "TUESDAY", [ann, bob], none));
    const key = w.TUESDAY[0].key;
    w = updateDraftShift(w, "TUESDAY", key, { userId: "2", endTime: "13:00" });
    expect(w.TUESDAY[0]).toMatchObject({ userId: "2", startTime: "09:00", endTime: "13:00" });
    w = removeDraftShift(w, "TUESDAY", key);
    expect(w.TUESDAY).toEqual([]);
  });
});
