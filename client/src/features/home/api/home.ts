// The home screen's one query and its decide-in-place mutations. The mutations are the
// same ones the time-off and swap pages send, so the server applies the same rules and
// answers with the same messages.
import { useEffect, useMemo } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  HomeDecideShiftClaimDocument,
  HomeDecideSwapDocument,
  HomeDocument,
  HomeRespondToTimeOffDocument,
  type HomeQuery,
} from "@/gql/graphql";
import { addDays, todayLocal, weekStart } from "@/lib/dates";
import { useWeekStartsOn } from "@/lib/week-start";
import { isNetworkError, loadOffline, saveOffline } from "@/lib/offline";

// The offline copy's name changes with the answer's shape: a copy of an older shape (every
// colleague's shifts under "upcoming") is never read as this one.
const OFFLINE_NAME = "home.v2";

/** The home screen's data; offline, the last copy kept in this browser with when it was saved. */
export function useHome(meId: string, manager: boolean) {
  const today = todayLocal();
  const weekFrom = weekStart(today, useWeekStartsOn());
  const variables = useMemo(
    () => ({
      me: meId,
      from: today,
      to: addDays(today, 13),
      manager,
      weekFrom,
      weekTo: addDays(weekFrom, 6),
      nextWeek: addDays(weekFrom, 7),
      weekAfter: addDays(weekFrom, 14),
    }),
    [meId, today, weekFrom, manager],
  );
  // Not through the cache: the answer's lists (notifications, my requests) are fields other
  // screens watch, and a slow home answer landing after a fresher one (the bell's refetch
  // on a pushed notification) would put older data back under them.
  const result = useQuery(HomeDocument, { variables, fetchPolicy: "no-cache", pollInterval: 60_000 });
  const { data, error } = result;
  useEffect(() => {
    if (data) saveOffline(meId, OFFLINE_NAME, data);
  }, [data, meId]);
  const offline = !data && isNetworkError(error) ? loadOffline<HomeQuery>(meId, OFFLINE_NAME) : null;
  return { ...result, data: data ?? offline?.data, savedAt: offline?.savedAt ?? null, weekFrom, today };
}

export const useRespondToTimeOffHere = () => useMutation(HomeRespondToTimeOffDocument, { refetchQueries: [HomeDocument] });

// An approved swap or claim changes who works which shift: cached weeks and months are dropped.
const dropCalendars = {
  refetchQueries: [HomeDocument],
  update: (cache: { evict: (o: { id: string; fieldName: string }) => boolean; gc: () => string[] }) => {
    cache.evict({ id: "ROOT_QUERY", fieldName: "week" });
    cache.evict({ id: "ROOT_QUERY", fieldName: "month" });
    cache.evict({ id: "ROOT_QUERY", fieldName: "shifts" });
    cache.gc();
  },
};

export const useDecideSwapHere = () => useMutation(HomeDecideSwapDocument, dropCalendars);

export const useDecideClaimHere = () => useMutation(HomeDecideShiftClaimDocument, dropCalendars);
