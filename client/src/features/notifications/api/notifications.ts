// The signed-in user's unread notifications: polled every 60 s as the specification
// asks, and refreshed at once when the server pushes a new one over the WebSocket.
import { useEffect } from "react";
import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import {
  MarkNotificationReadDocument,
  NotificationAddedDocument,
  NotificationsDocument,
} from "@/gql/graphql";
import { onRealtimeConnect } from "@/lib/apollo";

export const NOTIFICATION_POLL_MS = 60_000;

export function useNotifications(enabled: boolean) {
  return useQuery(NotificationsDocument, {
    skip: !enabled,
    pollInterval: NOTIFICATION_POLL_MS,
    fetchPolicy: "network-only",
    nextFetchPolicy: "network-only",
    notifyOnNetworkStatusChange: false,
    // A push means that a poll still on its way may have been read before the new
    // notification: a refetch then sends its own request instead of sharing that one.
    context: { queryDeduplication: false },
  });
}

/**
 * Calls onAdded for every notification pushed live, and each time the socket connects (to
 * catch up on what was created before it listened); failures are only logged.
 */
export function useNotificationAdded(enabled: boolean, onAdded: () => void) {
  useEffect(() => (enabled ? onRealtimeConnect(onAdded) : undefined), [enabled, onAdded]);
  useSubscription(NotificationAddedDocument, {
    skip: !enabled,
    onData: () => onAdded(),
    onError: (err) => console.warn("notification subscription failed; polling continues", err),
  });
}

export function useMarkNotificationRead() {
  return useMutation(MarkNotificationReadDocument);
}
