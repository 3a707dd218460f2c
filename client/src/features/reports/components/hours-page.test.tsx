// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import i18next from "@/lib/i18n";
import { HoursTable, type Report } from "./hours-page";

const line = (minutes: number, labourCost: string) => ({
  __typename: "HoursLine" as const,
  minutes,
  weekMinutes: [minutes],
  monthMinutes: [minutes],
  positionMinutes: [minutes],
  locationMinutes: [minutes],
  labourCost,
});

const report: Report = {
  __typename: "HoursReport",
  from: "2026-11-01",
  to: "2026-11-30",
  weeks: ["2026-10-30"],
  months: ["2026-11"],
  positionColumns: [{ __typename: "HoursPosition", id: "1", name: "Barista" }],
  locationColumns: [{ __typename: "HoursLocation", id: "1", name: "Downtown" }],
  people: [{ __typename: "HoursPerson", userId: "7", name: "Ava", actualMinutes: 450, actualLabourCost: "116.25", hours: line(480, "124.00"), timeOff: [] }],
  totals: line(480, "124.00"),
};

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("HoursTable", () => {
  it("writes hours and cost alike in Spanish: 8,00 h and 124,00, not 124.00", async () => {
    await i18next.changeLanguage("es");
    render(<HoursTable report={report} />);
    const cells = within(screen.getByRole("row", { name: /Ava/ }))
      .getAllByRole("cell")
      .map((c) => c.textContent);
    // Total, actual, the week, the month, time off, Barista, Downtown, cost, actual cost.
    expect(cells).toEqual(["8,00", "7,50", "8,00", "8,00", "", "8,00", "8,00", "124,00", "116,25"]);
  });
});
