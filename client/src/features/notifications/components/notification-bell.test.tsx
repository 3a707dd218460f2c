// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { MockedProvider } from "@apollo/client/testing/react";
import { GraphQLError } from "graphql";
import { AllNotificationsDocument, MarkNotificationReadDocument, NotificationsDocument } from "@/gql/graphql";
import { NotificationBell } from "./notification-bell";

const note = {
  __typename: "Notification" as const,
  id: "n1",
  message: "Ann has requested to swap a shift with you.",
  link: "/swaps",
  createdAt: "2026-11-20T10:00:00Z",
};

function renderBell(mocks: ConstructorParameters<typeof MockedProvider>[0]["mocks"], onUnauthenticated = vi.fn()) {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={["/dashboard"]}>
        <Routes>
          <Route path="/dashboard" element={<NotificationBell onUnauthenticated={onUnauthenticated} />} />
          <Route path="/swaps" element={<p>Swaps page</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return onUnauthenticated;
}

describe("NotificationBell", () => {
  it("shows the count, and 'No new notifications' when there are none", async () => {
    renderBell([{ request: { query: NotificationsDocument }, result: { data: { unreadNotificationCount: 0, notifications: [] } } }]);
    const bell = await screen.findByRole("button", { name: "Notifications (0 unread)" });
    await userEvent.click(bell);
    expect(screen.getByText("No new notifications")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByText("No new notifications")).toBeNull();
  });

  it("marks a clicked notification read, closes and follows its link", async () => {
    renderBell([
      { request: { query: NotificationsDocument }, result: { data: { unreadNotificationCount: 1, notifications: [note] } } },
      {
        request: { query: MarkNotificationReadDocument, variables: { id: "n1" } },
        result: { data: { markNotificationRead: { __typename: "Notification", id: "n1", read: true } } },
      },
      { request: { query: NotificationsDocument }, result: { data: { unreadNotificationCount: 0, notifications: [] } } },
    ]);
    const bell = await screen.findByRole("button", { name: "Notifications (1 unread)" });
    expect(bell).toHaveTextContent("1");
    await userEvent.click(bell);
    await userEvent.click(screen.getByRole("button", { name: note.message }));
    expect(await screen.findByText("Swaps page")).toBeInTheDocument();
  });

  it("counts every unread notification, lists the newest and the rest when asked", async () => {
    const older = { ...note, id: "n0", message: "Your time off was approved." };
    renderBell([
      { request: { query: NotificationsDocument }, result: { data: { unreadNotificationCount: 2, notifications: [note] } } },
      { request: { query: AllNotificationsDocument }, result: { data: { notifications: [note, older] } } },
    ]);
    const bell = await screen.findByRole("button", { name: "Notifications (2 unread)" });
    expect(bell).toHaveTextContent("2");
    await userEvent.click(bell);
    expect(screen.getByRole("button", { name: note.message })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: older.message })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show all 2" }));
    expect(await screen.findByRole("button", { name: older.message })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show all 2" })).toBeNull();
    // Closed and opened again, it lists the newest again.
    await userEvent.keyboard("{Escape}");
    await userEvent.click(bell);
    expect(screen.queryByRole("button", { name: older.message })).toBeNull();
  });

  it("logs out when the server no longer accepts the session", async () => {
    const onUnauthenticated = renderBell([
      {
        request: { query: NotificationsDocument },
        result: { errors: [new GraphQLError("No token", { extensions: { code: "UNAUTHENTICATED" } })] },
      },
    ]);
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalled());
  });
});
