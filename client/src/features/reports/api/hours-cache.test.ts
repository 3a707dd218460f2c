import { InMemoryCache } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { HoursReportDocument, type HoursReportQuery } from "@/gql/graphql";
import { typePolicies } from "@/lib/type-policies";

const line = { __typename: "HoursLine" as const, minutes: 480, weekMinutes: [480], monthMinutes: [480], positionMinutes: [480], locationMinutes: [480], labourCost: null };

// Position 1 (Barista) and location 1 (Downtown): the same id in the two lists.
const report: HoursReportQuery = {
  hoursReport: {
    __typename: "HoursReport",
    from: "2026-11-01",
    to: "2026-11-30",
    weeks: ["2026-10-30"],
    months: ["2026-11"],
    positions: [{ __typename: "HoursColumn", id: "1", name: "Barista" }],
    locations: [{ __typename: "HoursColumn", id: "1", name: "Downtown" }],
    people: [{ __typename: "HoursPerson", userId: "7", name: "Ava", actualMinutes: 0, actualLabourCost: null, hours: line, timeOff: [] }],
    totals: line,
  },
};

describe("the hours report in the app's cache", () => {
  it("keeps a position and a location with the same id apart", () => {
    const cache = new InMemoryCache({ typePolicies });
    const variables = { from: "2026-11-01", to: "2026-11-30" };
    cache.writeQuery({ query: HoursReportDocument, variables, data: report });
    const read = cache.readQuery({ query: HoursReportDocument, variables })?.hoursReport;
    expect(read?.positions.map((c) => c.name)).toEqual(["Barista"]);
    expect(read?.locations.map((c) => c.name)).toEqual(["Downtown"]);
  });
});
