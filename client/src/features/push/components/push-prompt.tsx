import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useLocation } from "react-router-dom";
import { NotificationsDocument } from "@/gql/graphql";
import { usePushDevices } from "../api/push";
import { pushSupported } from "../subscribe";
import { useTurnOnPush } from "../use-turn-on-push";
import { useT } from "../i18n";
import "./push.css";

const ASKED = "shiftsched.push-asked";

function askedBefore(): boolean {
  try {
    return localStorage.getItem(ASKED) !== null;
  } catch {
    return true; // storage refused: better never to ask than to ask at every start
  }
}

/** Asks once, on the home screen after the person's first published schedule reached
 * them (an unread notification pointing at the schedule), whether to turn
 * notifications on for this device. The browser's own question follows only a click
 * on Turn On. */
export function PushPrompt() {
  const { t } = useT();
  const [hidden, setHidden] = useState(askedBefore);
  const home = useLocation().pathname === "/dashboard";
  const eligible = home && !hidden && pushSupported() && Notification.permission === "default";
  const { data: notes } = useQuery(NotificationsDocument, { fetchPolicy: "cache-only", skip: !eligible });
  const scheduled = notes?.notifications.some((n) => n.link.startsWith("/schedule")) ?? false;
  const { data } = usePushDevices(!eligible || !scheduled);
  const { turnOn, loading } = useTurnOnPush(data?.pushPublicKey);
  if (!eligible || !scheduled || !data?.pushPublicKey) return null;

  const done = () => {
    try {
      localStorage.setItem(ASKED, new Date().toISOString());
    } catch {
      // the prompt goes away for this visit all the same
    }
    setHidden(true);
  };
  return (
    <section className="card push-prompt" aria-labelledby="push-prompt-title">
      <h2 id="push-prompt-title">{t("push.promptTitle")}</h2>
      <p>{t("push.promptText")}</p>
      <div className="btn-row">
        <button type="button" className="btn" disabled={loading} onClick={() => void turnOn().then(done)}>
          {t("push.turnOn")}
        </button>
        <button type="button" className="btn btn--secondary" onClick={done}>
          {t("push.notNow")}
        </button>
      </div>
    </section>
  );
}
