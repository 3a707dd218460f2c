// The time clock: the signed-in person's clock, their kiosk PIN, the kiosk screen (by the
// kiosk credential kept in this browser) and managers' kiosks. Operations in clock.graphql.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ClockDocument,
  ClockStateDocument,
  CreateKioskDocument,
  KioskClockDocument,
  KioskPinDocument,
  KiosksDocument,
  KioskViewDocument,
  RevokeKioskDocument,
  SetKioskPinDocument,
} from "@/gql/graphql";

export const useClockState = () => useQuery(ClockStateDocument, { fetchPolicy: "cache-and-network" });
export const useClock = () => useMutation(ClockDocument, { refetchQueries: [ClockStateDocument], awaitRefetchQueries: true });
export const useKioskPin = () => useQuery(KioskPinDocument, { fetchPolicy: "cache-and-network" });
export const useSetKioskPin = () => useMutation(SetKioskPinDocument, { refetchQueries: [KioskPinDocument] });
export const useKioskView = (credential: string) =>
  useQuery(KioskViewDocument, { variables: { credential }, skip: !credential, fetchPolicy: "network-only" });
export const useKioskClock = () => useMutation(KioskClockDocument);
export const useKiosks = () => useQuery(KiosksDocument, { fetchPolicy: "cache-and-network" });
const refetchKiosks = { refetchQueries: [KiosksDocument], awaitRefetchQueries: true };
export const useCreateKiosk = () => useMutation(CreateKioskDocument, refetchKiosks);
export const useRevokeKiosk = () => useMutation(RevokeKioskDocument, refetchKiosks);

/** Where this browser keeps its kiosk credential: a kiosk is a device, not a person. */
const KIOSK_KEY = "kioskCredential";

export const storedKioskCredential = () => localStorage.getItem(KIOSK_KEY) ?? "";
export const storeKioskCredential = (secret: string) =>
  secret ? localStorage.setItem(KIOSK_KEY, secret) : localStorage.removeItem(KIOSK_KEY);
