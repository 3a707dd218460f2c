// Positions and locations by id, for the screens that name and colour shifts.
import { useQuery } from "@apollo/client/react";
import { WorkplaceNamesDocument, type LocationFieldsFragment, type PositionFieldsFragment } from "@/gql/graphql";

export type WorkplaceNames = {
  positions: Map<string, PositionFieldsFragment>;
  locations: Map<string, LocationFieldsFragment>;
};

/** One small query, read from the cache after the first time. */
export function useWorkplaceNames(): WorkplaceNames {
  const { data } = useQuery(WorkplaceNamesDocument, { fetchPolicy: "cache-first" });
  return {
    positions: new Map((data?.positions ?? []).map((p) => [p.id, p])),
    locations: new Map((data?.locations ?? []).map((l) => [l.id, l])),
  };
}
