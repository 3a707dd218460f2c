// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { initialSwapSelection, swapSelectionReducer } from "../utils/swap-selection";
import type { WorkplaceNames } from "@/lib/workplace-names";
import { WeekTable, type WeekShift } from "./week-table";

const noNames = { positions: new Map(), locations: new Map() };

const shifts: WeekShift[] = [
  { id: "1", userId: "me", userName: "Mia", date: "2026-11-20", dayKey: "FRIDAY", startTime: "09:00", endTime: "17:00" },
  { id: "2", userId: "bob", userName: "Bob", date: "2026-11-21", dayKey: "SATURDAY", startTime: "13:30", endTime: "22:00" },
];

describe("WeekTable", () => {
  it("shows Friday-first columns, coloured events and 12-hour shift times", () => {
    render(
      <WeekTable
        weekStarting="2026-11-20"
        shifts={shifts}
        events={[{ id: "e", date: "2026-11-26", title: "All hands", type: "MANDATORY" }]}
        selection={initialSwapSelection}
        meId="me"
        today="2026-11-20"
        onShiftClick={() => {}}
        names={noNames}
      />,
    );
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers.slice(1)).toEqual([
      "Friday Nov 20",
      "Saturday Nov 21",
      "Sunday Nov 22",
      "Monday Nov 23",
      "Tuesday Nov 24",
      "Wednesday Nov 25",
      "Thursday Nov 26",
    ]);
    expect(screen.getByRole("button", { name: "Mia 9:00 AM - 5:00 PM" })).toHaveClass("shift--mine");
    expect(screen.getByRole("button", { name: "Bob 1:30 PM - 10:00 PM" })).toHaveClass("shift--default");
    const tag = screen.getByText("All hands");
    expect(tag).toHaveClass("event-tag--mandatory");
    expect(within(tag).getByText("(Mandatory)")).toBeInTheDocument();
  });

  it("marks the selected and targetable shifts and reports clicks", async () => {
    const onClick = vi.fn();
    const selected = swapSelectionReducer(initialSwapSelection, {
      type: "click",
      shift: shifts[0],
      meId: "me",
      today: "2026-11-20",
    });
    render(
      <WeekTable
        weekStarting="2026-11-20"
        shifts={shifts}
        events={[]}
        selection={selected}
        meId="me"
        today="2026-11-20"
        onShiftClick={onClick}
        names={noNames}
      />,
    );
    const mine = screen.getByRole("button", { name: /Mia/ });
    expect(mine).toHaveClass("shift--selected");
    expect(mine).toHaveAttribute("aria-pressed", "true");
    const bob = screen.getByRole("button", { name: /Bob/ });
    expect(bob).toHaveClass("shift--targetable");
    await userEvent.click(bob);
    expect(onClick).toHaveBeenCalledWith(shifts[1]);
  });

  it("shows no shift row without a schedule but still shows events", () => {
    render(
      <WeekTable
        weekStarting="2026-11-20"
        shifts={null}
        events={[{ id: "e", date: "2026-11-21", title: "Stand-up", type: "MEETING" }]}
        selection={initialSwapSelection}
        meId="me"
        today="2026-11-20"
        onShiftClick={() => {}}
        names={noNames}
      />,
    );
    expect(screen.queryByRole("rowheader", { name: "Shifts" })).toBeNull();
    expect(screen.getByText("Stand-up")).toHaveClass("event-tag--meeting");
  });
});

describe("WeekTable with positions", () => {
  it("colours a shift by its position and names its position and location", () => {
    const names: WorkplaceNames = {
      positions: new Map([["p1", { __typename: "Position", id: "p1", name: "Cook", colour: "#d62728", archived: false }]]),
      locations: new Map([["l1", { __typename: "Location", id: "l1", name: "Kitchen", address: null, archived: false }]]),
    };
    render(
      <WeekTable
        weekStarting="2026-11-20"
        shifts={[{ ...shifts[1], positionId: "p1", locationId: "l1" }]}
        events={[]}
        selection={initialSwapSelection}
        meId="me"
        today="2026-11-19"
        onShiftClick={() => {}}
        names={names}
      />,
    );
    const button = screen.getByRole("button", { name: "Bob 1:30 PM - 10:00 PM Cook · Kitchen" });
    expect(button.style.borderLeft).toBe("6px solid rgb(214, 39, 40)");
  });
});

describe("WeekTable in a workplace whose weeks start on Monday", () => {
  it("in a Monday week, runs Monday to Sunday with a Sunday shift in the last column", () => {
    render(
      <WeekTable
        weekStarting="2026-11-23"
        shifts={[{ id: "3", userId: "me", userName: "Mia", date: "2026-11-29", dayKey: "SUNDAY", startTime: "09:00", endTime: "17:00" }]}
        events={[]}
        selection={initialSwapSelection}
        meId="me"
        today="2026-11-23"
        onShiftClick={() => {}}
        names={noNames}
      />,
    );
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers[1]).toBe("Monday Nov 23");
    expect(headers[7]).toBe("Sunday Nov 29");
    const cells = screen.getAllByRole("row")[2].querySelectorAll("td");
    expect(within(cells[6] as HTMLElement).getByRole("button", { name: "Mia 9:00 AM - 5:00 PM" })).toBeInTheDocument();
  });
});
