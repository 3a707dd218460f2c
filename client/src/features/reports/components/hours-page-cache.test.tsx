// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { FeedbackProvider } from "@/components/feedback";
import { HoursReportDocument, type HoursReportQuery } from "@/gql/graphql";
import i18next from "@/lib/i18n";
import { typePolicies } from "@/lib/type-policies";
import { HoursPage } from "./hours-page";

vi.mock("@/lib/auth", async (original) => ({ ...(await original<object>()), useAuth: () => ({ isManager: true }) }));

const line = (minutes: number, labourCost: string) => ({
  __typename: "HoursLine" as const,
  minutes,
  weekMinutes: [minutes],
  monthMinutes: [minutes],
  positionMinutes: [minutes],
  locationMinutes: [minutes],
  labourCost,
});

// Position 1 (Barista) and location 1 (Downtown) share an id, as they do on the server.
const data: HoursReportQuery = {
  workplaceSettings: { __typename: "WorkplaceSettings", currency: "EUR" },
  hoursReport: {
    __typename: "HoursReport",
    from: "2026-11-01",
    to: "2026-11-30",
    weeks: ["2026-10-30"],
    months: ["2026-11"],
    positionColumns: [{ __typename: "HoursPosition", id: "1", name: "Barista" }],
    locationColumns: [{ __typename: "HoursLocation", id: "1", name: "Downtown" }],
    people: [{ __typename: "HoursPerson", userId: "7", name: "Ava", actualMinutes: 77, actualLabourCost: "1234.50", hours: line(480, "124.00"), timeOff: [] }],
    totals: line(480, "124.00"),
  },
};

beforeEach(() => {
  // Only the clock: the page opens on this month, the month the answer is for.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 15, 12));
});

afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage("en");
});

function renderPage() {
  const mocks = [{ request: { query: HoursReportDocument, variables: { from: "2026-11-01", to: "2026-11-30" } }, result: { data } }];
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <FeedbackProvider>
        <HoursPage />
      </FeedbackProvider>
    </MockedProvider>,
  );
}

// The page read "As Downtown" over Barista's hours: the app's cache, which identifies
// objects by type and id, merged position 1 and location 1.
describe("the Hours page through the app's cache", () => {
  it("heads Barista's hours 'As Barista' and Downtown's 'At Downtown'", async () => {
    renderPage();
    const table = await screen.findByRole("table");
    const heads = within(table).getAllByRole("columnheader").map((c) => c.textContent);
    expect(heads).toContain("As Barista");
    expect(heads).toContain("At Downtown");
    expect(heads).not.toContain("As Downtown");
  });

  it("writes hours and money alike in Spanish, money in the workplace's currency: 8,00 beside 124,00 €", async () => {
    await i18next.changeLanguage("es");
    renderPage();
    const table = await screen.findByRole("table");
    const heads = within(table).getAllByRole("columnheader").map((c) => c.textContent);
    expect(heads).toEqual(expect.arrayContaining(["Como Barista", "En Downtown"]));
    const cells = within(screen.getByRole("row", { name: /Ava/ }))
      .getAllByRole("cell")
      .map((c) => c.textContent);
    // Total, actual, the week, the month, time off, Barista, Downtown, cost, actual cost.
    expect(cells).toEqual(["8,00", "1,28", "8,00", "8,00", "", "8,00", "8,00", "124,00\u00a0€", "1234,50\u00a0€"]);
  });
});
