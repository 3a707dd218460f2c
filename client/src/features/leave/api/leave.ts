// Leave: balances, the team view, adjustments, the workplace's leave setup and public
// holidays; the documents are in leave.graphql beside this file.
import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  AdjustLeaveDocument,
  AssignLeavePolicyDocument,
  HolidayCountriesDocument,
  LeaveLedgerDocument,
  LeaveProfileDocument,
  LeaveSetupDocument,
  LeaveTypesDocument,
  LocationHolidaysDocument,
  MyLeaveBalancesDocument,
  PlannedLeaveDocument,
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
  useMutation(AdjustLeaveDocument, { refetchQueries: [TeamLeaveDocument, MyLeaveBalancesDocument, LeaveLedgerDocument] });

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
