// The signed-in user's private calendar feeds. Operations in calendar.graphql.
import { useMutation, useQuery } from "@apollo/client/react";
import { CalendarFeedsDocument, EnableCalendarFeedDocument, RevokeCalendarFeedDocument } from "@/gql/graphql";

const refetch = { refetchQueries: [CalendarFeedsDocument], awaitRefetchQueries: true };

export const useCalendarFeeds = () => useQuery(CalendarFeedsDocument);
export const useEnableCalendarFeed = () => useMutation(EnableCalendarFeedDocument, refetch);
export const useRevokeCalendarFeed = () => useMutation(RevokeCalendarFeedDocument, refetch);
