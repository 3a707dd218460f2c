import { describe, expect, it } from "vitest";
import type { LabourRulesFieldsFragment } from "@/gql/graphql";
import { draftOf, inputOf, NotANumber, readNumber } from "./labour-draft";

const none: LabourRulesFieldsFragment = {
  __typename: "LabourRules",
  breaks: [],
  minors: [],
  dailyRest: null,
  weeklyRest: null,
  averageWeek: null,
  postingDeadline: null,
  clopening: null,
  premiums: [],
};

const german: LabourRulesFieldsFragment = {
  ...none,
  breaks: [{ __typename: "LabourBreak", severity: "BLOCK", source: "ArbZG § 4", afterMinutes: 360, minutes: 30, minPartMinutes: 15, latestStartMinutes: 360, paid: false }],
  minors: [
    { __typename: "LabourMinorRule", severity: "BLOCK", source: "JArbSchG § 8", underAge: 18, maxDailyMinutes: 480, maxWeeklyMinutes: 2400,
      earliestStart: "06:00", latestEnd: "20:00", schoolDayMaxMinutes: 180, schoolWeekMaxMinutes: 1080, breaks: [] },
  ],
  dailyRest: { __typename: "LabourRest", severity: "BLOCK", source: "ArbZG § 5(1)", minutes: 660 },
  postingDeadline: { __typename: "LabourPostingDeadline", severity: "WARN", source: null, days: 14 },
  premiums: [
    { __typename: "LabourPremium", kind: "NIGHT", name: "Night", percent: 25, centsPerHour: 150, from: "23:00", to: "06:00", shiftTypeId: null, positionId: null, source: "ArbZG § 6(5)" },
  ],
};

describe("a rule set's labour rules as edited", () => {
  it("come back from the draft as the server sent them", () => {
    const input = inputOf(draftOf(german));
    expect(input.breaks).toEqual([{ severity: "BLOCK", source: "ArbZG § 4", afterMinutes: 360, minutes: 30, minPartMinutes: 15, latestStartMinutes: 360, paid: false }]);
    expect(input.minors?.[0]).toMatchObject({ underAge: 18, maxDailyMinutes: 480, maxWeeklyMinutes: 2400, earliestStart: "06:00", latestEnd: "20:00",
      schoolDayMaxMinutes: 180, schoolWeekMaxMinutes: 1080, breaks: [] });
    expect(draftOf(german).minors[0]).toMatchObject({ schoolDayHours: "3", schoolWeekHours: "18" });
    expect(input.dailyRest).toEqual({ severity: "BLOCK", source: "ArbZG § 5(1)", minutes: 660 });
    expect(input.postingDeadline).toEqual({ severity: "WARN", source: null, days: 14 });
    expect(input.premiums).toEqual([
      { kind: "NIGHT", name: "Night", percent: 25, centsPerHour: 150, from: "23:00", to: "06:00", shiftTypeId: null, positionId: null, source: "ArbZG § 6(5)" },
    ]);
  });

  it("leave out a single rule set to Off, and the ones never set", () => {
    const d = draftOf(german);
    d.dailyRest.severity = "OFF";
    const input = inputOf(d);
    expect(input.dailyRest).toBeNull();
    expect(input.weeklyRest).toBeNull();
    expect(input.clopening).toBeNull();
  });

  it("show hours as typed and send minutes; a comma is a decimal point", () => {
    const d = draftOf(none);
    expect(d.dailyRest.hours).toBe("11");
    d.dailyRest = { severity: "WARN", source: "  Article 3 ", hours: "10,5" };
    expect(inputOf(d).dailyRest).toEqual({ severity: "WARN", source: "Article 3", minutes: 630 });
  });

  it("refuse text that is not a number, saying what was typed", () => {
    const d = draftOf(german);
    d.minors[0].maxWeeklyHours = "forty";
    expect(() => inputOf(d)).toThrow(NotANumber);
    try {
      inputOf(d);
    } catch (err) {
      expect((err as NotANumber).text).toBe("forty");
    }
  });

  it("send only what a premium's kind reads", () => {
    const d = draftOf(german);
    d.premiums[0].kind = "SUNDAY";
    expect(inputOf(d).premiums?.[0]).toMatchObject({ kind: "SUNDAY", from: null, to: null });
  });
});

describe("a typed number", () => {
  it("is empty's value when empty, and scaled and rounded otherwise", () => {
    expect(readNumber("", "f", 60, 7)).toBe(7);
    expect(readNumber(" 2.25 ", "f", 60)).toBe(135);
    expect(readNumber("2,50", "f", 100)).toBe(250);
    expect(() => readNumber("-3", "f")).toThrow(NotANumber);
  });
});
