// The public holidays of every location over a few days, for the week and month views:
// one small query per location (a workplace has a handful), answered from Apollo's cache
// when the same range is shown again.
import { useEffect, useMemo, useState } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { HolidaysBetweenDocument, WorkplaceNamesDocument } from "@/gql/graphql";

/** A holiday as a day shows it: its name and the location that has it. */
export type DayHoliday = { name: string; location: string; locationId: string };

type List = { locationId: string; days: readonly { date: string; name: string }[] };

export type Holidays = {
  byDate: ReadonlyMap<string, DayHoliday[]>;
  /** False until every location's answer is in (or failed). */
  loaded: boolean;
};

/** Each date's holidays from..to, by location. */
export function useHolidaysByDate(from: string, to: string): Holidays {
  const client = useApolloClient();
  const names = useQuery(WorkplaceNamesDocument, { fetchPolicy: "cache-first" });
  const locations = useMemo(() => (names.data?.locations ?? []).filter((l) => !l.archived), [names.data]);
  const ids = locations.map((l) => l.id).join(",");
  const key = `${from}|${to}|${ids}`;
  const [loaded, setLoaded] = useState<{ key: string; lists: List[] }>({ key: "", lists: [] });
  useEffect(() => {
    if (!ids) return;
    let live = true;
    const asks = ids.split(",").map((locationId) =>
      client
        .query({ query: HolidaysBetweenDocument, variables: { locationId, from, to } })
        .then((r) => ({ locationId, days: r.data?.publicHolidays ?? [] }))
        .catch((err: unknown) => {
          console.warn("Failed to fetch public holidays", err);
          return { locationId, days: [] };
        }),
    );
    void Promise.all(asks).then((lists) => live && setLoaded({ key: `${from}|${to}|${ids}`, lists }));
    return () => {
      live = false;
    };
  }, [client, from, to, ids]);
  const current = loaded.key === key ? loaded.lists : null;
  const byDate = useMemo(() => {
    const map = new Map<string, DayHoliday[]>();
    for (const { locationId, days } of current ?? []) {
      const location = locations.find((l) => l.id === locationId)?.name ?? "";
      for (const d of days) map.set(d.date, [...(map.get(d.date) ?? []), { name: d.name, location, locationId }]);
    }
    return map;
  }, [current, locations]);
  // Without locations (or without the list, when it failed) there is nothing to wait for.
  const done = current !== null || (!names.loading && !ids);
  return { byDate, loaded: done };
}
