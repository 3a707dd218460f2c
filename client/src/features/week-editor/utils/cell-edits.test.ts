import { describe, expect, it } from "vitest";
import { repeatPlan, withShiftType, type CellFields } from "./cell-edits";

const HARBOUR = "2";
const DOWNTOWN = "3";
const chosen: CellFields = { userId: "7", dayKey: "FRIDAY", startTime: "09:00", endTime: "17:00", positionId: "", locationId: HARBOUR, shiftTypeId: "" };
const early = { id: "11", name: "Early", startTime: "06:00", endTime: "14:00", positionId: "5", locationId: null };

describe("withShiftType (quick-add)", () => {
  const opened = { positionId: "", locationId: "" };
  it("keeps the location chosen in the cell editor", () => {
    expect(withShiftType(chosen, early, opened)).toEqual({ ...chosen, shiftTypeId: "11", startTime: "06:00", endTime: "14:00", positionId: "5" });
  });
  it("keeps the chosen location over the shift type's own", () => {
    expect(withShiftType(chosen, { ...early, locationId: DOWNTOWN }, opened).locationId).toBe(HARBOUR);
  });
  it("takes the shift type's location when none is chosen", () => {
    expect(withShiftType({ ...chosen, locationId: "" }, { ...early, locationId: DOWNTOWN }, opened).locationId).toBe(DOWNTOWN);
  });
  it("takes the shift type's location over the one the editor opened with", () => {
    const atHome = { positionId: "", locationId: HARBOUR };
    expect(withShiftType(chosen, { ...early, locationId: DOWNTOWN }, atHome).locationId).toBe(DOWNTOWN);
  });
  it("keeps the location the editor opened with for a shift type without one", () => {
    expect(withShiftType(chosen, early, { positionId: "", locationId: HARBOUR }).locationId).toBe(HARBOUR);
  });
});

describe("repeatPlan (Repeat to…)", () => {
  it("saves the location chosen in the editor on the original too, and on every copy", () => {
    const original = { ...chosen, locationId: "" };
    const plan = repeatPlan(original, chosen, ["SATURDAY", "MONDAY"]);
    expect(plan.update).toEqual(chosen);
    expect(plan.adds).toEqual([
      { ...chosen, dayKey: "SATURDAY" },
      { ...chosen, dayKey: "MONDAY" },
    ]);
  });
  it("leaves an unchanged original alone", () => {
    expect(repeatPlan(chosen, chosen, ["SUNDAY"]).update).toBeNull();
  });
});
