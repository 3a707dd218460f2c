// The signed-in person's weekly availability and unavailable dates; the documents are in
// availability.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  AddUnavailableDateDocument,
  MyAvailabilityDocument,
  RemoveUnavailableDateDocument,
  SetWeeklyAvailabilityDocument,
} from "@/gql/graphql";

export const useMyAvailability = (from: string, to: string) =>
  useQuery(MyAvailabilityDocument, { variables: { from, to }, fetchPolicy: "cache-and-network" });

export const useSetWeeklyAvailability = () => useMutation(SetWeeklyAvailabilityDocument);

export const useAddUnavailableDate = () => useMutation(AddUnavailableDateDocument, { refetchQueries: [MyAvailabilityDocument] });

export const useRemoveUnavailableDate = () =>
  useMutation(RemoveUnavailableDateDocument, { refetchQueries: [MyAvailabilityDocument] });
