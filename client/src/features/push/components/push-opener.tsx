import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { MarkNotificationReadDocument, NotificationsDocument } from "@/gql/graphql";
import { usePushDevices } from "../api/push";
import { currentSubscription, pushSupported } from "../subscribe";
import { useRegisterThisDevice } from "../use-register-this-device";

/** Ties pushes to the signed-in app: a page opened from a push (its link carries
 * ?notification=id) marks that notification read; a tap on a push while the app is
 * open goes to its page in this window (the service worker asks); and a device with
 * notifications on is registered again at each start, which keeps its last use. */
export function PushOpener() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [markRead] = useMutation(MarkNotificationReadDocument, { refetchQueries: [NotificationsDocument] });
  const opened = new URLSearchParams(search).get("notification");

  useEffect(() => {
    if (!opened) return;
    const rest = new URLSearchParams(search);
    rest.delete("notification");
    navigate({ pathname, search: rest.toString(), hash }, { replace: true });
    markRead({ variables: { id: opened } }).catch(() => {}); // gone or someone else's: nothing to mark
  }, [opened, pathname, search, hash, navigate, markRead]);

  useEffect(() => {
    if (!pushSupported()) return;
    const onMessage = (e: MessageEvent) => {
      if (e.data?.type === "open-notification" && typeof e.data.link === "string") navigate(e.data.link);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [navigate]);

  const on = pushSupported() && Notification.permission === "granted";
  const { data } = usePushDevices(!on);
  const { registerHere } = useRegisterThisDevice();
  const key = data?.pushPublicKey;
  useEffect(() => {
    if (!key) return;
    currentSubscription()
      .then((keys) => keys && registerHere(keys, key))
      .catch(() => {}); // the next start tries again
  }, [key, registerHere]);
  return null;
}
