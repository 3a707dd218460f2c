// What the signed-in manager reaches: every location, or only some (SECURITY.md,
// "Location managers"). The server decides every request; this only keeps screens from
// offering what it would refuse.
import { useQuery } from "@apollo/client/react";
import { MyManagerLocationsDocument } from "@/gql/graphql";
import { useAuth } from "./auth";

/**
 * True once the signed-in manager is known to be limited to some locations: screens then
 * leave out what only a manager of every location may do (timesheets, payroll, webhooks,
 * hourly rates, inviting managers). False for everyone else, and until it is known, so a
 * manager of every location never sees a page change under them.
 */
export function useLimitedManager(): boolean {
  const { user, isManager } = useAuth();
  const { data } = useQuery(MyManagerLocationsDocument, {
    variables: { me: user?.id ?? "" },
    skip: !isManager || !user,
    fetchPolicy: "cache-first",
  });
  return (data?.managerLocations.find((m) => m.userId === user?.id)?.locationIds.length ?? 0) > 0;
}
