// The first day of the workplace's weeks, for every screen that works out a week.
import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { WeekStartsOnDocument } from "@/gql/graphql";
import { useAuth } from "./auth";
import { DEFAULT_WEEK_START, type DayKeyName } from "./dates";
import { loadOffline, saveOffline } from "./offline";
import { WEEK_STARTS_ON } from "./week-start-name";

const OFFLINE_NAME = WEEK_STARTS_ON;

/** The workplace's first day of the week, and whether it is known yet: one small query,
 * read from the cache after the first time (a save of the General tab updates it there).
 * Until it answers, or when it cannot, the one signing in brought (the Me query, kept by
 * lib/auth.tsx) or the last one this browser saw, else Friday (the first day weeks had
 * before it was a setting). Known once answered, failed, or kept. */
export function useWeekStartsOnState(): { first: DayKeyName; known: boolean } {
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const { data, error } = useQuery(WeekStartsOnDocument, { fetchPolicy: "cache-first", skip: !userId });
  const answered = data?.workplaceSettings.weekStartsOn;
  useEffect(() => {
    if (answered && userId) saveOffline(userId, OFFLINE_NAME, answered);
  }, [answered, userId]);
  const kept = answered ? undefined : userId ? loadOffline<DayKeyName>(userId, OFFLINE_NAME)?.data : undefined;
  return { first: answered ?? kept ?? DEFAULT_WEEK_START, known: !!answered || !!kept || !!error || !userId };
}

/** The workplace's first day of the week (see useWeekStartsOnState). */
export function useWeekStartsOn(): DayKeyName {
  return useWeekStartsOnState().first;
}
