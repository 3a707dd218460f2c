import { describe, expect, it } from "vitest";
import { draftOf, policyInput } from "./policy-draft";

describe("a policy's form", () => {
  it("sends typed numbers with a decimal comma or point, and empty optional fields as none", () => {
    const d = { ...draftOf(undefined, "7"), name: " Standard ", amount: "200,5", cap: "", carryOverMax: "40", carryExpiresMonth: "3", carryExpiresDay: "31", negativeLimit: "8.5" };
    expect(policyInput(d, "3")).toEqual({
      id: "3",
      leaveTypeId: "7",
      name: "Standard",
      method: "ALLOWANCE",
      amount: 200.5,
      yearStartMonth: 1,
      yearStartDay: 1,
      waitingDays: 0,
      cap: null,
      carryOverMax: 40,
      carryExpiresMonth: 3,
      carryExpiresDay: 31,
      negativeLimit: 8.5,
      archived: false,
    });
  });

  it("shows a stored policy as it was saved", () => {
    const stored = {
      __typename: "LeavePolicy" as const,
      id: "3",
      leaveTypeId: "7",
      name: "Part",
      method: "MONTHLY" as const,
      amount: 1.5,
      yearStartMonth: 4,
      yearStartDay: 6,
      waitingDays: 90,
      cap: 30,
      carryOverMax: 5,
      carryExpiresMonth: null,
      carryExpiresDay: null,
      negativeLimit: 0,
      archived: false,
    };
    const d = draftOf(stored, "");
    expect(d).toMatchObject({ amount: "1.5", yearStartMonth: "4", cap: "30", carryExpiresMonth: "", method: "MONTHLY" });
    expect(policyInput(d, "3")).toMatchObject({ amount: 1.5, cap: 30, carryExpiresMonth: null, waitingDays: 90 });
  });
});
