// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { renderHook, waitFor } from "@testing-library/react";
import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { HolidaysOfLocationsDocument, WorkplaceNamesDocument } from "@/gql/graphql";
import { typePolicies } from "@/lib/type-policies";
import { useHolidaysByDate } from "./holidays";

const location = (id: string, name: string, archived = false) => ({ __typename: "Location" as const, id, name, address: "", archived });
const names = { request: { query: WorkplaceNamesDocument }, result: { data: { locations: [location("1", "London"), location("2", "Leeds"), location("3", "Old", true)], positions: [] } } };
const day = (date: string, name: string) => ({ __typename: "PublicHoliday" as const, date, name });

function wrapper(mocks: MockLink.MockedResponse[]) {
  return ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      {children}
    </MockedProvider>
  );
}

describe("the week's holidays", () => {
  it("asks every location in use in one request and names each day's holidays with their location", async () => {
    const holidays = {
      // Only the locations in use are asked, in one document: a second request would find no mock.
      request: { query: HolidaysOfLocationsDocument, variables: { locationIds: ["1", "2"], from: "2026-12-25", to: "2026-12-31" } },
      result: {
        data: {
          publicHolidaysAt: [
            { __typename: "HolidaysAtLocation", locationId: "1", holidays: [day("2026-12-25", "Christmas Day"), day("2026-12-28", "Boxing Day")] },
            { __typename: "HolidaysAtLocation", locationId: "2", holidays: [day("2026-12-25", "Christmas Day")] },
          ],
        },
      },
    };
    const { result } = renderHook(() => useHolidaysByDate("2026-12-25", "2026-12-31"), { wrapper: wrapper([names, holidays]) });
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.byDate.get("2026-12-25")).toEqual([
      { name: "Christmas Day", location: "London", locationId: "1" },
      { name: "Christmas Day", location: "Leeds", locationId: "2" },
    ]);
    expect(result.current.byDate.get("2026-12-28")).toEqual([{ name: "Boxing Day", location: "London", locationId: "1" }]);
    expect(result.current.byDate.has("2026-12-26")).toBe(false);
  });

  it("is loaded at once, with nothing, in a workplace with no location in use", async () => {
    const none = { request: { query: WorkplaceNamesDocument }, result: { data: { locations: [location("3", "Old", true)], positions: [] } } };
    const { result } = renderHook(() => useHolidaysByDate("2026-12-25", "2026-12-31"), { wrapper: wrapper([none]) });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.byDate.size).toBe(0);
  });
});
