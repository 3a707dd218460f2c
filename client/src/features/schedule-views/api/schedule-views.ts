// The weekly and monthly schedules, proposing a swap from the week, and my next shifts;
// the documents are in schedule-views.graphql and next-shift.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  DayShiftsDocument,
  MonthDocument,
  MyShiftsAfterDocument,
  MyShiftsDocument,
  RequestSwapDocument,
  WeekDocument,
} from "@/gql/graphql";
import { addDays } from "@/lib/dates";

export function useWeek(date: string) {
  return useQuery(WeekDocument, { variables: { date }, fetchPolicy: "cache-and-network" });
}

export function useMonth(year: number, month: number) {
  return useQuery(MonthDocument, { variables: { year, month }, fetchPolicy: "cache-and-network" });
}

/** My own shifts dated from..to, skipped while `skip` (no user yet). */
export function useMyShifts(userId: string, from: string, to: string, skip: boolean) {
  return useQuery(MyShiftsDocument, { variables: { userId, from, to }, skip, fetchPolicy: "cache-and-network" });
}

/** Everyone's shifts on `date`, skipped while no day is open. */
export function useDayShifts(date: string | null) {
  return useQuery(DayShiftsDocument, { variables: { date: date ?? "" }, skip: !date, fetchPolicy: "cache-and-network" });
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
