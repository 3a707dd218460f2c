// The signed-in person's devices with notifications on (Web Push). Operations in push.graphql.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  NotificationPreferencesDocument,
  PushDevicesDocument,
  RegisterPushDeviceDocument,
  RemovePushDeviceDocument,
} from "@/gql/graphql";

// A device changes the defaults of the notification settings (push where one is registered).
const refetch = { refetchQueries: [PushDevicesDocument, NotificationPreferencesDocument], awaitRefetchQueries: true };

export const usePushDevices = (skip = false) => useQuery(PushDevicesDocument, { skip, fetchPolicy: "cache-and-network" });
export const useRegisterPushDevice = () => useMutation(RegisterPushDeviceDocument, refetch);
export const useRemovePushDevice = () => useMutation(RemovePushDeviceDocument, refetch);
