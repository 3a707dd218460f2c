// Managers' side of the time clock: the live board of a location, its on-site rule and
// labour budget, and the workplace's clock settings. Operations in clock-board.graphql.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ClockBoardDocument,
  ClockLocationSettingsDocument,
  ClockLocationsDocument,
  SetClockRuleDocument,
  SetLabourBudgetDocument,
  SetTimeClockSettingsDocument,
  TimeClockSettingsDocument,
} from "@/gql/graphql";

/** How often the board asks again: lateness is counted in minutes. */
export const BOARD_POLL_MS = 15_000;

/** The board of every location the manager reaches; the page filters it to one. */
export const useClockBoard = () =>
  useQuery(ClockBoardDocument, {
    pollInterval: BOARD_POLL_MS,
    fetchPolicy: "cache-and-network",
  });
export const useClockLocations = () => useQuery(ClockLocationsDocument, { fetchPolicy: "cache-and-network" });
export const useClockLocationSettings = (locationId: string) =>
  useQuery(ClockLocationSettingsDocument, { variables: { locationId }, skip: !locationId, fetchPolicy: "network-only" });
const refetchLocation = { refetchQueries: [ClockLocationSettingsDocument], awaitRefetchQueries: true };
export const useSetClockRule = () => useMutation(SetClockRuleDocument, refetchLocation);
export const useSetLabourBudget = () => useMutation(SetLabourBudgetDocument, refetchLocation);
export const useTimeClockSettings = () => useQuery(TimeClockSettingsDocument, { fetchPolicy: "cache-and-network" });
export const useSetTimeClockSettings = () => useMutation(SetTimeClockSettingsDocument);
