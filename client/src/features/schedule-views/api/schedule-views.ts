// The weekly and monthly schedules, proposing a swap from the week, and my next shifts;
// the documents are in schedule-views.graphql and next-shift.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import { MonthDocument, MyShiftsAfterDocument, RequestSwapDocument, WeekDocument } from "@/gql/graphql";
import { addDays } from "@/lib/dates";

export function useWeek(date: string) {
  return useQuery(WeekDocument, { variables: { date }, fetchPolicy: "cache-and-network" });
}

export function useMonth(year: number, month: number) {
  return useQuery(MonthDocument, { variables: { year, month }, fetchPolicy: "cache-and-network" });
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
