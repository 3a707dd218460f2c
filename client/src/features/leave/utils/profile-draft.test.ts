import { describe, expect, it } from "vitest";
import { profileDraftOf, profileInput } from "./profile-draft";

const unset = {
  __typename: "LeaveProfile" as const,
  userId: "7",
  set: false,
  startsOn: null,
  endsOn: null,
  hoursPerWeek: null,
  workDays: [5, 1, 2, 3, 4],
  holidayLocationId: null,
  holidaysFrom: "2",
};

describe("a leave profile's form", () => {
  it("starts from the defaults as empty fields and sorted days", () => {
    expect(profileDraftOf(unset)).toEqual({ startsOn: "", endsOn: "", hours: "", workDays: [1, 2, 3, 4, 5], holidayLocationId: "" });
  });

  it("sends empty fields as null and reads a decimal comma", () => {
    const draft = { ...profileDraftOf(unset), startsOn: "2026-07-01", hours: "22,5", workDays: [3, 1] };
    expect(profileInput("7", draft)).toEqual({
      input: { userId: "7", startsOn: "2026-07-01", endsOn: null, hoursPerWeek: 22.5, workDays: [1, 3], holidayLocationId: null },
    });
  });

  it("refuses hours that are not a number and a week without days", () => {
    expect(profileInput("7", { ...profileDraftOf(unset), hours: "thirty" })).toEqual({ problem: "hours" });
    expect(profileInput("7", { ...profileDraftOf(unset), hours: "-4" })).toEqual({ problem: "hours" });
    expect(profileInput("7", { ...profileDraftOf(unset), workDays: [] })).toEqual({ problem: "days" });
  });
});
