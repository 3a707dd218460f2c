import type { NotificationDelivery, NotificationKind } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { useNotificationPreferences, useSetNotificationPreference } from "../api/profile";

/** Names of the kinds a person can choose for; open shifts appear once they exist. */
const kindLabels: Partial<Record<NotificationKind, string>> = {
  SCHEDULE: "Schedule published or changed",
  SWAP_REQUEST: "Swap requests",
  SWAP_DECISION: "Swap decisions",
  TIME_OFF_REQUEST: "Time-off requests from staff",
  TIME_OFF_DECISION: "Time-off decisions",
  ACCOUNT: "Account messages",
};

/** Only managers are told of new time-off requests and removed accounts. */
const managerKinds: NotificationKind[] = ["TIME_OFF_REQUEST", "ACCOUNT"];

/** How each kind of notification reaches the signed-in person: e-mail or in the app. */
export function NotificationSettings() {
  const { isManager } = useAuth();
  const { data, loading, error } = useNotificationPreferences();
  const [setPreference, { loading: saving }] = useSetNotificationPreference();

  const change = async (kind: NotificationKind, delivery: NotificationDelivery) => {
    try {
      await setPreference({ variables: { kind, delivery } });
    } catch (err) {
      window.alert(errorMessage(err, "Failed to save the setting"));
    }
  };

  return (
    <section className="card" aria-labelledby="notify-title">
      <h2 id="notify-title">Notifications</h2>
      <p>Everything shows in the app. Choose what also comes by e-mail.</p>
      {loading && <p>Loading…</p>}
      {error && <p role="alert">{errorMessage(error, "Could not load your settings")}</p>}
      <div className="form">
        {data?.notificationPreferences
          .filter((p) => kindLabels[p.kind] && (isManager || !managerKinds.includes(p.kind)))
          .map((p) => (
            <div className="field" key={p.kind}>
              <label htmlFor={`notify-${p.kind}`}>{kindLabels[p.kind]}</label>
              <select
                id={`notify-${p.kind}`}
                value={p.delivery}
                disabled={saving}
                onChange={(e) => change(p.kind, e.target.value as NotificationDelivery)}
              >
                <option value="EMAIL">By e-mail</option>
                <option value="IN_APP">In the app only</option>
              </select>
            </div>
          ))}
      </div>
    </section>
  );
}
