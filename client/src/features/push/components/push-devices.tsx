import { errorMessage } from "@/lib/errors";
import { useNotice } from "@/components/feedback";
import { usePushDevices, useRemovePushDevice } from "../api/push";
import { pushSupported } from "../subscribe";
import { useTurnOnPush } from "../use-turn-on-push";
import "./push.css";

function when(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** My Profile: notifications on this device (turn on), and every device they are on,
 * with its last use, each removable. Hidden when the server does not push. */
export function PushDeviceSettings() {
  const { data, error } = usePushDevices();
  const [remove, { loading: removing }] = useRemovePushDevice();
  const { turnOn, loading } = useTurnOnPush(data?.pushPublicKey);
  const notice = useNotice();
  if (error) return <p role="alert">{errorMessage(error, "Could not load your devices")}</p>;
  if (!data?.pushPublicKey) return null;
  const devices = data.pushDevices;

  const removeOne = async (id: string, name: string) => {
    try {
      await remove({ variables: { id } });
      notice.done(`Notifications are off on ${name}.`);
    } catch (err) {
      notice.failed(errorMessage(err, "Failed to remove the device"));
    }
  };

  return (
    <section className="card" aria-labelledby="devices-title">
      <h2 id="devices-title">Notifications on Your Devices</h2>
      <p>
        Turn notifications on for each phone or computer you use: what you choose to get by push above then pops up
        there, even with the app closed.
      </p>
      {pushSupported() ? (
        <div className="btn-row">
          <button type="button" className="btn" disabled={loading} onClick={() => void turnOn()}>
            Turn On Notifications on This Device
          </button>
        </div>
      ) : (
        <p className="muted">This browser cannot show notifications from the app. Install the app, or use another browser.</p>
      )}
      {devices.length === 0 ? (
        <p className="muted">Notifications are not on for any device yet.</p>
      ) : (
        <ul className="device-list" aria-label="Devices with notifications on">
          {devices.map((d) => (
            <li key={d.id}>
              <span>
                <strong>{d.name}</strong> <span className="muted">last used {when(d.lastUsedAt)}</span>
              </span>{" "}
              <button
                type="button"
                className="btn btn--secondary btn--small"
                disabled={removing}
                onClick={() => void removeOne(d.id, d.name)}
              >
                Remove<span className="visually-hidden"> {d.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
