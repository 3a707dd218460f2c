// The public holidays of every location over a few days, for the week and month views.
// The server answers one location per publicHolidays field, so the locations are asked
// as aliases of one document (built here, since their number varies: codegen cannot type
// it), 40 to a request to stay well inside the server's token and cost limits. Apollo
// keeps each field under its own arguments, so a range shown again comes from the cache.
import { useEffect, useMemo, useState } from "react";
import { parse } from "graphql";
import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { WorkplaceNamesDocument } from "@/gql/graphql";

type Day = { date: string; name: string };
const PER_REQUEST = 40;

/** One document asking publicHolidays of each location, aliased l0, l1, ... */
function holidaysOf(ids: readonly string[]): TypedDocumentNode<Record<string, Day[]>, { from: string; to: string }> {
  const fields = ids.map((id, i) => `l${i}: publicHolidays(locationId: ${JSON.stringify(id)}, from: $from, to: $to) { date name }`);
  return parse(`query HolidaysOfLocations($from: Date!, $to: Date!) {\n${fields.join("\n")}\n}`);
}

/** A holiday as a day shows it: its name and the location that has it. */
export type DayHoliday = { name: string; location: string; locationId: string };

type List = { locationId: string; days: readonly Day[] };

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
    const all = ids.split(",");
    const chunks = Array.from({ length: Math.ceil(all.length / PER_REQUEST) }, (_, i) => all.slice(i * PER_REQUEST, (i + 1) * PER_REQUEST));
    const asks = chunks.map((chunk) =>
      client
        .query({ query: holidaysOf(chunk), variables: { from, to } })
        .then((r) => chunk.map((locationId, i) => ({ locationId, days: r.data?.[`l${i}`] ?? [] })))
        .catch((err: unknown) => {
          console.warn("Failed to fetch public holidays", err);
          return chunk.map((locationId) => ({ locationId, days: [] }));
        }),
    );
    void Promise.all(asks).then((lists) => live && setLoaded({ key: `${from}|${to}|${ids}`, lists: lists.flat() }));
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
