// The public holidays of every location over a few days, for the week and month views:
// one request (HolidaysOfLocations in leave.graphql), which the server answers in one
// statement. Apollo keeps the answer under its arguments, so a range shown again comes
// from the cache.
import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { HolidaysOfLocationsDocument, WorkplaceNamesDocument } from "@/gql/graphql";

/** A holiday as a day shows it: its name and the location that has it. */
export type DayHoliday = { name: string; location: string; locationId: string };

export type Holidays = {
  byDate: ReadonlyMap<string, DayHoliday[]>;
  /** False until every location's answer is in (or failed). */
  loaded: boolean;
};

/** Each date's holidays from..to, by location. */
export function useHolidaysByDate(from: string, to: string): Holidays {
  const names = useQuery(WorkplaceNamesDocument, { fetchPolicy: "cache-first" });
  const locations = useMemo(() => (names.data?.locations ?? []).filter((l) => !l.archived), [names.data]);
  const locationIds = useMemo(() => locations.map((l) => l.id), [locations]);
  const { data, error } = useQuery(HolidaysOfLocationsDocument, {
    variables: { locationIds, from, to },
    skip: locationIds.length === 0,
    fetchPolicy: "cache-first",
  });
  const byDate = useMemo(() => {
    const map = new Map<string, DayHoliday[]>();
    for (const { locationId, holidays } of data?.publicHolidaysAt ?? []) {
      const location = locations.find((l) => l.id === locationId)?.name ?? "";
      for (const d of holidays) map.set(d.date, [...(map.get(d.date) ?? []), { name: d.name, location, locationId }]);
    }
    return map;
  }, [data, locations]);
  // Without locations (or when the answer failed) there is nothing to wait for.
  const done = !!data || !!error || (!names.loading && locationIds.length === 0);
  return { byDate, loaded: done };
}
