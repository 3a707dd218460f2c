// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import { GraphQLError } from "graphql";
import { SchoolCalendarDocument, SetSchoolWeekdaysDocument } from "@/gql/graphql";
import { FeedbackProvider } from "@/components/feedback";
import { SchoolCalendar } from "./school-calendar";

const calendar = (weekdays: number[], holidays: { id: string; locationId: string | null; name: string; first: string; last: string }[] = []) => ({
  __typename: "SchoolCalendar" as const,
  locationId: "1",
  weekdays,
  defaultWeekdays: weekdays.join() === "1,2,3,4,5",
  holidays: holidays.map((h) => ({ __typename: "SchoolHoliday" as const, ...h })),
});
const read = (data: ReturnType<typeof calendar>) => ({ request: { query: SchoolCalendarDocument, variables: { locationId: "1" } }, result: { data: { schoolCalendar: data } } });

function renderCalendar(mocks: ConstructorParameters<typeof MockedProvider>[0]["mocks"]) {
  render(
    <MockedProvider mocks={mocks}>
      <FeedbackProvider>
        <SchoolCalendar locationId="1" />
      </FeedbackProvider>
    </MockedProvider>,
  );
}

describe("a location's school calendar", () => {
  it("shows its school days and holidays, the holidays of every location marked", async () => {
    renderCalendar([
      read(calendar([1, 2, 3, 4, 5], [
        { id: "7", locationId: "1", name: "Autumn break", first: "2026-10-26", last: "2026-10-30" },
        { id: "8", locationId: null, name: "Winter break", first: "2026-12-21", last: "2027-01-01" },
      ])),
    ]);
    expect(await screen.findByRole("checkbox", { name: "Monday" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Saturday" })).not.toBeChecked();
    const list = screen.getByRole("list", { name: "School holidays" });
    expect(list).toHaveTextContent("Autumn break");
    expect(list).toHaveTextContent("Winter break");
    expect(list).toHaveTextContent("(every location)");
  });

  it("sends the ticked days in order, and shows the server's refusal in its words", async () => {
    const save = (weekdays: number[]) => ({ request: { query: SetSchoolWeekdaysDocument, variables: { locationId: "1", weekdays } } });
    renderCalendar([
      read(calendar([1, 2, 3, 4, 5])),
      { ...save([1, 2, 3, 4, 5, 6]), result: { errors: [new GraphQLError("School weekdays are numbered 1 (Monday) to 7 (Sunday), each at most once.")] } },
    ]);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Saturday" }));
    await userEvent.click(screen.getByRole("button", { name: "Save school days" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("School weekdays are numbered 1 (Monday) to 7 (Sunday), each at most once."));
    expect(screen.getByRole("checkbox", { name: "Saturday" })).toBeChecked();
  });
});

describe("a location's school calendar out of reach", () => {
  it("says so in the server's words rather than showing nothing", async () => {
    renderCalendar([
      { request: { query: SchoolCalendarDocument, variables: { locationId: "1" } }, result: { errors: [new GraphQLError("You manage only some locations, and this is not one of them.")] } },
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("You manage only some locations, and this is not one of them.");
  });
});
