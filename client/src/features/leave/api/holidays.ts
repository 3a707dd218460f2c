// The public holidays of every location over a few days, for the week and month views:
// one small query per location (a workplace has a handful), answered from Apollo's cache
// when the same range is shown again.
import { useEffect, useMemo, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { HolidaysBetweenDocument } from "@/gql/graphql";
import { useWorkplaceNames } from "@/lib/workplace-names";

/** A holiday as a day shows it: its name and the location that has it. */
export type DayHoliday = { name: string; location: string; locationId: string };

type Loaded = { key: string; lists: { locationId: string; days: readonly { date: string; name: string }[] }[] };

/** Each date's holidays from..to, by location; empty until loaded. */
export function useHolidaysByDate(from: string, to: string): ReadonlyMap<string, DayHoliday[]> {
  const client = useApolloClient();
  const names = useWorkplaceNames();
  const ids = [...names.locations.values()].filter((l) => !l.archived).map((l) => l.id).join(",");
  const key = `${from}|${to}|${ids}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: "", lists: [] });
  useEffect(() => {
    if (!ids) return;
    let live = true;
    const asks = ids.split(",").map((locationId) =>
      client.query({ query: HolidaysBetweenDocument, variables: { locationId, from, to } }).then((r) => ({ locationId, days: r.data?.publicHolidays ?? [] })),
    );
    Promise.all(asks).then(
      (lists) => live && setLoaded({ key: `${from}|${to}|${ids}`, lists }),
      (err: unknown) => console.warn("Failed to fetch public holidays", err),
    );
    return () => {
      live = false;
    };
  }, [client, from, to, ids]);
  const current = loaded.key === key ? loaded.lists : null;
  return useMemo(() => {
    const byDate = new Map<string, DayHoliday[]>();
    for (const { locationId, days } of current ?? []) {
      const location = names.locations.get(locationId)?.name ?? "";
      for (const d of days) byDate.set(d.date, [...(byDate.get(d.date) ?? []), { name: d.name, location, locationId }]);
    }
    return byDate;
    // names changes identity every render; the lists and the location names are what count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, ids]);
}
