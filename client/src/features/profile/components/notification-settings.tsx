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
import { useT } from "../i18n";

/** The kinds a person can choose for, in order; open shifts appear once they exist. */
const kinds: NotificationKind[] = [
  "SCHEDULE",
  "SWAP_REQUEST",
  "SWAP_DECISION",
  "TIME_OFF_REQUEST",
  "TIME_OFF_DECISION",
  "ACCOUNT",
  "ATTENDANCE",
];

const deliveries: NotificationDelivery[] = ["PUSH", "EMAIL", "DIGEST", "IN_APP"];

/** Only managers are told of new time-off requests, removed accounts and late people. */
const managerKinds: NotificationKind[] = ["TIME_OFF_REQUEST", "ACCOUNT", "ATTENDANCE"];

/** How each kind of notification reaches the signed-in person: push to their devices,
 * e-mail now, the daily digest, or in the app only; and when the digest goes out. */
export function NotificationSettings() {
  const { t } = useT();
  const { isManager } = useAuth();
  const { data, loading, error } = useNotificationPreferences();
  const [setPreference, { loading: saving }] = useSetNotificationPreference();
  const notice = useNotice();

  const change = async (kind: NotificationKind, delivery: NotificationDelivery) => {
    try {
      await setPreference({ variables: { kind, delivery } });
    } catch (err) {
      notice.failed(errorMessage(err, t("profile.notify.saveFailed")));
    }
  };

  return (
    <section className="card" aria-labelledby="notify-title">
      <h2 id="notify-title">{t("profile.notify.title")}</h2>
      <p>{t("profile.notify.intro")}</p>
      {loading && <p>{t("profile.notify.loading")}</p>}
      {error && <p role="alert">{errorMessage(error, t("profile.notify.loadFailed"))}</p>}
      <div className="form">
        {data?.notificationPreferences
          .filter((p) => kinds.includes(p.kind) && (isManager || !managerKinds.includes(p.kind)))
          .map((p) => (
            <div className="field" key={p.kind}>
              <label htmlFor={`notify-${p.kind}`}>{t(`profile.notify.kind.${p.kind}`)}</label>
              <select
                id={`notify-${p.kind}`}
                value={p.delivery}
                disabled={saving}
                onChange={(e) => change(p.kind, e.target.value as NotificationDelivery)}
              >
                {deliveries.map((d) => (
                  <option key={d} value={d}>
                    {t(`profile.notify.delivery.${d}`)}
                  </option>
                ))}
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
  const { t } = useT();
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
      notice.failed(errorMessage(err, t("profile.notify.digestFailed")));
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
        <label htmlFor="digest-time">{t("profile.notify.digestTime", { zone: settings.timeZone })}</label>
        <input id="digest-time" type="time" value={time} required onChange={(e) => setLocal(e.target.value)} />
        <p className="muted">
          {settings.isDefault ? t("profile.notify.digestDefault") : t("profile.notify.digestOwn")}{" "}
          {t("profile.notify.digestExplain")}
        </p>
      </div>
      <div className="btn-row">
        <button type="submit" className="btn" disabled={saving || !time}>
          {t("profile.notify.saveDigest")}
        </button>
        {!settings.isDefault && (
          <button type="button" className="btn btn--secondary" disabled={saving} onClick={() => void save(null)}>
            {t("profile.notify.useDefault")}
          </button>
        )}
      </div>
    </form>
  );
}
