// Positions and locations by id, for the screens that name and colour shifts.
import { useQuery } from "@apollo/client/react";
import { WorkplaceNamesDocument, type LocationFieldsFragment, type PositionFieldsFragment } from "@/gql/graphql";

export type WorkplaceNames = {
  positions: Map<string, PositionFieldsFragment>;
  locations: Map<string, LocationFieldsFragment>;
};

/** One small query, read from the cache after the first time; not sent while `needed`
 * is false (a week whose shifts carry no position or location). */
export function useWorkplaceNames(needed = true): WorkplaceNames {
  const { data } = useQuery(WorkplaceNamesDocument, { fetchPolicy: "cache-first", skip: !needed });
  return {
    positions: new Map((data?.positions ?? []).map((p) => [p.id, p])),
    locations: new Map((data?.locations ?? []).map((l) => [l.id, l])),
  };
}

export type ShiftPlace = {
  position?: PositionFieldsFragment;
  location?: LocationFieldsFragment;
  /** "Cook · Kitchen", "Cook" or "Kitchen"; empty when the shift has neither. */
  label: string;
};

/** What a shift is and where, by name, for showing beside its times. */
export function shiftPlace(names: WorkplaceNames, positionId?: string | null, locationId?: string | null): ShiftPlace {
  const position = positionId ? names.positions.get(positionId) : undefined;
  const location = locationId ? names.locations.get(locationId) : undefined;
  return { position, location, label: [position?.name, location?.name].filter(Boolean).join(" · ") };
}
