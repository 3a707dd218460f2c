import { useCallback } from "react";
import { errorCode } from "@/lib/errors";
import { useRegisterPushDevice } from "./api/push";
import { deviceName, renewSubscription, type DeviceKeys } from "./subscribe";

/** Registers this browser's subscription for the signed-in person. The server refuses
 * (CONFLICT) an endpoint that is someone else's device: another person turned
 * notifications on in this browser. Then the browser drops that subscription, which
 * ends it at the push service (so their pushes stop coming here), and registers a new
 * one, this person's alone. */
export function useRegisterThisDevice() {
  const [register, { loading }] = useRegisterPushDevice();
  const registerHere = useCallback(
    async (keys: DeviceKeys, publicKey: string) => {
      try {
        await register({ variables: { input: { ...keys, name: deviceName() } } });
      } catch (err) {
        if (errorCode(err) !== "CONFLICT") throw err;
        const fresh = await renewSubscription(publicKey);
        await register({ variables: { input: { ...fresh, name: deviceName() } } });
      }
    },
    [register],
  );
  return { registerHere, loading };
}
