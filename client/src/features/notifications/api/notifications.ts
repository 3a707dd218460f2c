// The signed-in user's unread notifications: polled every 60 s as the specification
// asks, and refreshed at once when the server pushes a new one over the WebSocket. The
// poll carries the count and the newest few; the rest are asked for when wanted (a
// person can have hundreds, and every page load would write them all to the cache).
import { useEffect } from "react";
import { useLazyQuery, useMutation, useQuery, useSubscription } from "@apollo/client/react";
import {
  AllNotificationsDocument,
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

/** Every unread notification, asked for when the person wants more than the poll lists. */
export function useAllNotifications() {
  return useLazyQuery(AllNotificationsDocument, { fetchPolicy: "network-only" });
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
