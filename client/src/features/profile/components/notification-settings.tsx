import { useState } from "react";
import type { NotificationDelivery, NotificationKind } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import {
  useDigestSettings,
  useNotificationPreferences,
  useSetDigestTime,
  useSetNotificationPreference,
} from "../api/profile";
import { useNotice } from "@/components/feedback";

/** Names of the kinds a person can choose for; open shifts appear once they exist. */
const kindLabels: Partial<Record<NotificationKind, string>> = {
  SCHEDULE: "Schedule published or changed",
  SWAP_REQUEST: "Swap requests",
  SWAP_DECISION: "Swap decisions",
  TIME_OFF_REQUEST: "Time-off requests from staff",
  TIME_OFF_DECISION: "Time-off decisions",
  ACCOUNT: "Account messages",
  ATTENDANCE: "Late and no-show alerts",
};

/** Only managers are told of new time-off requests, removed accounts and late people. */
const managerKinds: NotificationKind[] = ["TIME_OFF_REQUEST", "ACCOUNT", "ATTENDANCE"];

/** How each kind of notification reaches the signed-in person: push to their devices,
 * e-mail now, the daily digest, or in the app only; and when the digest goes out. */
export function NotificationSettings() {
  const { isManager } = useAuth();
  const { data, loading, error } = useNotificationPreferences();
  const [setPreference, { loading: saving }] = useSetNotificationPreference();
  const notice = useNotice();

  const change = async (kind: NotificationKind, delivery: NotificationDelivery) => {
    try {
      await setPreference({ variables: { kind, delivery } });
    } catch (err) {
      notice.failed(errorMessage(err, "Failed to save the setting"));
    }
  };

  return (
    <section className="card" aria-labelledby="notify-title">
      <h2 id="notify-title">Notifications</h2>
      <p>
        Everything shows in the app. Choose what also comes by push to the devices you turned notifications on for
        (below), or by e-mail, at once or in one daily digest.
      </p>
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
                <option value="PUSH">By push to my devices</option>
                <option value="EMAIL">By e-mail</option>
                <option value="DIGEST">In the daily digest</option>
                <option value="IN_APP">In the app only</option>
              </select>
            </div>
          ))}
      </div>
      <DigestTime />
    </section>
  );
}

/** The time of the daily digest: the person's own or the workplace default. */
function DigestTime() {
  const { data } = useDigestSettings();
  const [setTime, { loading: saving }] = useSetDigestTime();
  const notice = useNotice();
  const [time, setLocal] = useState("");
  const settings = data?.digestSettings;
  // Each answer from the server (the first, and after saving) shows its time.
  const [shown, setShown] = useState<typeof settings>(undefined);
  if (settings !== shown) {
    setShown(settings);
    if (settings) setLocal(settings.time);
  }
  if (!settings) return null;

  const save = async (value: string | null) => {
    try {
      await setTime({ variables: { time: value } });
    } catch (err) {
      notice.failed(errorMessage(err, "Failed to save the digest time"));
    }
  };

  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (time) void save(time);
      }}
    >
      <div className="field">
        <label htmlFor="digest-time">Daily digest time ({settings.timeZone})</label>
        <input id="digest-time" type="time" value={time} required onChange={(e) => setLocal(e.target.value)} />
        <p className="muted">
          {settings.isDefault ? "The workplace default." : "Your own time."} One e-mail a day collects what you
          chose for the digest; nothing is sent on days without news.
        </p>
      </div>
      <div className="btn-row">
        <button type="submit" className="btn" disabled={saving || !time}>
          Save Digest Time
        </button>
        {!settings.isDefault && (
          <button type="button" className="btn btn--secondary" disabled={saving} onClick={() => void save(null)}>
            Use Workplace Default
          </button>
        )}
      </div>
    </form>
  );
}
