// Adding, editing and deleting calendar events; the documents are in events.graphql beside this file.
import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { CreateEventDocument, DeleteEventDocument, UpdateEventDocument } from "@/gql/graphql";

/** Drops every cached week and month so both views show the change. */
function forgetCalendars(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "week" });
  cache.evict({ id: "ROOT_QUERY", fieldName: "month" });
  cache.gc();
}

export function useCreateEvent() {
  return useMutation(CreateEventDocument, { update: forgetCalendars });
}

export function useDeleteEvent() {
  return useMutation(DeleteEventDocument, { update: forgetCalendars });
}

export function useUpdateEvent() {
  // A moved event leaves one week and joins another: both are read again.
  return useMutation(UpdateEventDocument, { update: forgetCalendars });
}
