import { formatDateTime } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { useNotice } from "@/components/feedback";
import { usePushDevices, useRemovePushDevice } from "../api/push";
import { pushSupported } from "../subscribe";
import { useTurnOnPush } from "../use-turn-on-push";
import { useT } from "../i18n";
import "./push.css";

/** My Profile: notifications on this device (turn on), and every device they are on,
 * with its last use, each removable. Hidden when the server does not push. */
export function PushDeviceSettings() {
  const { t } = useT();
  const { data, error } = usePushDevices();
  const [remove, { loading: removing }] = useRemovePushDevice();
  const { turnOn, loading } = useTurnOnPush(data?.pushPublicKey);
  const notice = useNotice();
  if (error) return <p role="alert">{errorMessage(error, t("push.loadFailed"))}</p>;
  if (!data?.pushPublicKey) return null;
  const devices = data.pushDevices;

  const removeOne = async (id: string, name: string) => {
    try {
      await remove({ variables: { id } });
      notice.done(t("push.removed", { name }));
    } catch (err) {
      notice.failed(errorMessage(err, t("push.removeFailed")));
    }
  };

  return (
    <section className="card" aria-labelledby="devices-title">
      <h2 id="devices-title">{t("push.title")}</h2>
      <p>{t("push.intro")}</p>
      {pushSupported() ? (
        <div className="btn-row">
          <button type="button" className="btn" disabled={loading} onClick={() => void turnOn()}>
            {t("push.turnOnHere")}
          </button>
        </div>
      ) : (
        <p className="muted">{t("push.unsupported")}</p>
      )}
      {devices.length === 0 ? (
        <p className="muted">{t("push.noDevices")}</p>
      ) : (
        <ul className="device-list" aria-label={t("push.devices")}>
          {devices.map((d) => (
            <li key={d.id}>
              <span>
                <strong>{d.name}</strong> <span className="muted">{t("push.lastUsed", { when: formatDateTime(d.lastUsedAt) })}</span>
              </span>{" "}
              <button
                type="button"
                className="btn btn--secondary btn--small"
                disabled={removing}
                onClick={() => void removeOne(d.id, d.name)}
              >
                {t("push.remove")}<span className="visually-hidden"> {d.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
