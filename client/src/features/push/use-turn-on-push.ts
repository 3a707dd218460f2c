import { useCallback } from "react";
import { errorMessage } from "@/lib/errors";
import { useNotice } from "@/components/feedback";
import { NotificationsBlocked, subscribeDevice } from "./subscribe";
import { useRegisterThisDevice } from "./use-register-this-device";
import { useT } from "./i18n";

/** Turns notifications on for this device: the browser's permission, its subscription,
 * and the server's record of it. Reports how it went in a notice; true when on. */
export function useTurnOnPush(publicKey: string | null | undefined) {
  const { registerHere, loading } = useRegisterThisDevice();
  const notice = useNotice();
  const { t } = useT();
  const turnOn = useCallback(async () => {
    if (!publicKey) return false;
    try {
      const keys = await subscribeDevice(publicKey);
      await registerHere(keys, publicKey);
      notice.done(t("push.on"));
      return true;
    } catch (err) {
      notice.failed(err instanceof NotificationsBlocked ? t("push.blocked") : errorMessage(err, t("push.failed")));
      return false;
    }
  }, [publicKey, registerHere, notice, t]);
  return { turnOn, loading };
}
