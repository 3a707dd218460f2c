// Leave: balances, the team view, adjustments, the workplace's leave setup and public
// holidays; the documents are in leave.graphql beside this file.
import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  AdjustLeaveDocument,
  AssignLeavePolicyDocument,
  HolidayCountriesDocument,
  LeaveLedgerDocument,
  LeaveLiabilityDocument,
  LeaveProfileDocument,
  LeaveSetupDocument,
  LeaveTypesDocument,
  LocationHolidaysDocument,
  MyLeaveBalancesDocument,
  PlannedLeaveDocument,
  RecordLeaveDocument,
  SaveLeavePolicyDocument,
  SaveLeaveTypeDocument,
  SetHolidayCalendarDocument,
  SetLeaveProfileDocument,
  SetLeaveSettingsDocument,
  SetPublicHolidayDocument,
  TeamLeaveDocument,
} from "@/gql/graphql";

export const useMyBalances = (userId: string) =>
  useQuery(MyLeaveBalancesDocument, { variables: { userId }, skip: !userId, fetchPolicy: "cache-and-network" });

export const useTeamLeave = (from: string, to: string) =>
  useQuery(TeamLeaveDocument, { variables: { from, to }, fetchPolicy: "cache-and-network" });

export const usePlannedLeave = (from: string, to: string) =>
  useQuery(PlannedLeaveDocument, { variables: { from, to }, fetchPolicy: "cache-and-network" });

export const useLedger = (userId: string, leaveTypeId: string) =>
  useQuery(LeaveLedgerDocument, { variables: { userId, leaveTypeId }, skip: !userId || !leaveTypeId, fetchPolicy: "network-only" });

export const useAdjustLeave = () =>
  useMutation(AdjustLeaveDocument, { refetchQueries: [TeamLeaveDocument, MyLeaveBalancesDocument, LeaveLedgerDocument, LeaveLiabilityDocument] });

export const useLeaveSetup = () => useQuery(LeaveSetupDocument, { fetchPolicy: "cache-and-network" });

const setupChanged = { refetchQueries: [LeaveSetupDocument, LeaveTypesDocument] };

export const useSaveLeaveType = () => useMutation(SaveLeaveTypeDocument, setupChanged);

export const useSetLeaveSettings = () => useMutation(SetLeaveSettingsDocument, setupChanged);

export const useSaveLeavePolicy = () => useMutation(SaveLeavePolicyDocument, setupChanged);

export const useAssignLeavePolicy = () =>
  useMutation(AssignLeavePolicyDocument, { refetchQueries: [LeaveSetupDocument, MyLeaveBalancesDocument, TeamLeaveDocument] });

export const useLeaveProfile = (userId: string) =>
  useQuery(LeaveProfileDocument, { variables: { userId }, fetchPolicy: "network-only" });

// A contract changes what policies grant and what requests deduct.
export const useSetLeaveProfile = () =>
  useMutation(SetLeaveProfileDocument, { refetchQueries: [LeaveProfileDocument, MyLeaveBalancesDocument, TeamLeaveDocument] });

export const useLocationHolidays = (locationId: string, from: string, to: string) =>
  useQuery(LocationHolidaysDocument, { variables: { locationId, from, to }, skip: !locationId, fetchPolicy: "cache-and-network" });

export const useHolidayCountries = () => useQuery(HolidayCountriesDocument, { fetchPolicy: "cache-first" });

// The week and month keep the locations' holidays in Apollo's cache (api/holidays.ts):
// a change drops them all, and they are asked again when next shown.
const holidaysChanged = {
  refetchQueries: [LocationHolidaysDocument],
  update: (cache: ApolloCache) => {
    cache.evict({ id: "ROOT_QUERY", fieldName: "publicHolidays" });
    cache.evict({ id: "ROOT_QUERY", fieldName: "publicHolidaysAt" });
    cache.gc();
  },
};

export const useSetHolidayCalendar = () => useMutation(SetHolidayCalendarDocument, holidaysChanged);

export const useSetPublicHoliday = () => useMutation(SetPublicHolidayDocument, holidaysChanged);

/** A manager's sick call (or other leave they record): approved at once, so every balance,
 * the week's leave and the liability change with it. */
export const useRecordLeave = () =>
  useMutation(RecordLeaveDocument, {
    refetchQueries: [TeamLeaveDocument, PlannedLeaveDocument, MyLeaveBalancesDocument, LeaveLedgerDocument, LeaveLiabilityDocument],
  });

/** What the workplace owes in paid leave on a day (the manager's people only). */
export const useLeaveLiability = (on: string) =>
  useQuery(LeaveLiabilityDocument, { variables: { on }, skip: !on, fetchPolicy: "cache-and-network" });

/** Saves a liability report's CSV (the server's text) as a file named for its day. */
export function saveLiabilityCsv(csv: string, on: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = `leave-liability-${on}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
