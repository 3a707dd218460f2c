// The weekly and monthly schedules, calendar events and publishing.
import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ApprovedTimeOffDocument,
  CreateEventDocument,
  DeleteEventDocument,
  EmployeesDocument,
  MonthDocument,
  MyShiftsAfterDocument,
  PublishScheduleDocument,
  RequestSwapDocument,
  WeekDocument,
} from "@/gql/graphql";
import { addDays } from "@/lib/dates";

/** Drops every cached week and month so both views load fresh data next time. */
function forgetCalendars(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "week" });
  cache.evict({ id: "ROOT_QUERY", fieldName: "month" });
  cache.gc();
}

export function useWeek(date: string) {
  return useQuery(WeekDocument, { variables: { date }, fetchPolicy: "cache-and-network" });
}

export function useMonth(year: number, month: number) {
  return useQuery(MonthDocument, { variables: { year, month }, fetchPolicy: "cache-and-network" });
}

export function useEmployees() {
  return useQuery(EmployeesDocument, { fetchPolicy: "cache-and-network" });
}

/** Who has approved time off on each day from..to (managers only). */
export function useApprovedTimeOff(from: string, to: string) {
  return useQuery(ApprovedTimeOffDocument, { variables: { from, to }, fetchPolicy: "cache-and-network" });
}

export function usePublishSchedule() {
  return useMutation(PublishScheduleDocument, { update: forgetCalendars });
}

export function useCreateEvent() {
  return useMutation(CreateEventDocument, { update: forgetCalendars });
}

export function useDeleteEvent() {
  return useMutation(DeleteEventDocument, { update: forgetCalendars });
}

export function useRequestSwap() {
  return useMutation(RequestSwapDocument);
}

/** My shifts in the 12 weeks after `after` (a week's Thursday), skipped while `skip`. */
export function useMyShiftsAfter(userId: string, after: string, skip: boolean) {
  return useQuery(MyShiftsAfterDocument, {
    variables: { userId, from: addDays(after, 1), to: addDays(after, 84) },
    skip,
    fetchPolicy: "cache-and-network",
  });
}
