// A person's weekly availability and unavailable dates: the signed-in person's, or for a
// manager anyone's; the documents are in availability.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  AddUnavailableDateDocument,
  AvailabilityPeopleDocument,
  MyAvailabilityDocument,
  RemoveUnavailableDateDocument,
  SetWeeklyAvailabilityDocument,
  WeekAvailabilityDocument,
} from "@/gql/graphql";

/** userId null means the signed-in person. */
export const useAvailability = (from: string, to: string, userId: string | null) =>
  useQuery(MyAvailabilityDocument, { variables: { from, to, userId }, fetchPolicy: "cache-and-network" });

export const useAvailabilityPeople = (enabled: boolean) =>
  useQuery(AvailabilityPeopleDocument, { skip: !enabled, fetchPolicy: "cache-and-network" });

export const useSetWeeklyAvailability = () => useMutation(SetWeeklyAvailabilityDocument);

export const useAddUnavailableDate = () => useMutation(AddUnavailableDateDocument, { refetchQueries: [MyAvailabilityDocument] });

export const useRemoveUnavailableDate = () =>
  useMutation(RemoveUnavailableDateDocument, { refetchQueries: [MyAvailabilityDocument] });

/** Everyone's availability in the week: shown beside the weekly schedule. */
export const useWeekAvailability = (week: string) =>
  useQuery(WeekAvailabilityDocument, { variables: { week }, fetchPolicy: "cache-and-network" });
