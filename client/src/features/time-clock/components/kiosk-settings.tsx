import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "@/lib/errors";
import { FormError, useConfirm, useNotice } from "@/components/feedback";
import { TextField } from "@/components/form-fields";
import { storeKioskCredential, useCreateKiosk, useKiosks, useRevokeKiosk } from "../api/clock";

/** Managers' kiosks, below their own clock: create one for a location (its credential shown once), revoke one at once. */
export function KioskSettings() {
  const { data } = useKiosks();
  const [secret, setSecret] = useState("");
  const navigate = useNavigate();
  return (
    <section aria-labelledby="kiosks-title">
      <h2 id="kiosks-title">Kiosks</h2>
      <p>
        A kiosk is a shared device by the door that clocks the people of one location in and out with their own PIN.
        Its credential can do nothing else.
      </p>
      {secret && (
        <section className="card field" role="status" aria-labelledby="kiosk-secret-label">
          <label htmlFor="kiosk-secret" id="kiosk-secret-label">
            New kiosk credential
          </label>
          <input id="kiosk-secret" readOnly value={secret} onFocus={(e) => e.target.select()} />
          <p className="muted">Enter it on the kiosk device now: it is shown only once.</p>
          <div className="btn-row">
            <button type="button" className="btn btn--small" onClick={() => void navigator.clipboard.writeText(secret)}>
              Copy<span className="visually-hidden"> kiosk credential</span>
            </button>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => {
                storeKioskCredential(secret);
                navigate("/kiosk");
              }}
            >
              Use this device as the kiosk
            </button>
            <button type="button" className="btn btn--small btn--light" onClick={() => setSecret("")}>
              Done
            </button>
          </div>
        </section>
      )}
      <CreateKioskForm locations={data?.locations ?? []} onCreated={setSecret} />
      <KioskList kiosks={data?.kiosks ?? []} />
    </section>
  );
}

function CreateKioskForm({ locations, onCreated }: { locations: readonly { id: string; name: string }[]; onCreated: (s: string) => void }) {
  const [create, { loading }] = useCreateKiosk();
  const [name, setName] = useState("");
  const [locationId, setLocationId] = useState("");
  const [error, setError] = useState("");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const loc = locationId || locations[0]?.id;
    if (!name.trim() || !loc) return;
    setError("");
    try {
      const { data } = await create({ variables: { locationId: loc, name: name.trim() } });
      onCreated(data?.createKiosk.secret ?? "");
      setName("");
    } catch (err) {
      setError(errorMessage(err, "Failed to create the kiosk"));
    }
  };
  return (
    <section className="card" aria-labelledby="new-kiosk">
      <h3 id="new-kiosk">New kiosk</h3>
      {locations.length === 0 && <p>Add a location under Workplace first.</p>}
      <form className="form" onSubmit={submit}>
        <TextField label="Kiosk name" required maxLength={100} value={name} onChange={setName} />
        <div className="field">
          <label htmlFor="kiosk-location">Location</label>
          <select id="kiosk-location" value={locationId} onChange={(e) => setLocationId(e.target.value)}>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading || locations.length === 0}>
            Create Kiosk
          </button>
        </div>
      </form>
    </section>
  );
}

type Kiosk = { id: string; name: string; hint: string; locationName: string; createdAt: string };

function KioskList({ kiosks }: { kiosks: readonly Kiosk[] }) {
  const [revoke] = useRevokeKiosk();
  const ask = useConfirm();
  const notice = useNotice();
  const revokeOne = async (k: Kiosk) => {
    const sure = await ask({
      title: `Revoke the kiosk "${k.name}"?`,
      detail: "It stops clocking people in and out at once.",
      action: "Revoke",
      destructive: true,
    });
    if (!sure) return;
    try {
      await revoke({ variables: { id: k.id } });
      notice.done(`Revoked the kiosk ${k.name}.`);
    } catch (err) {
      notice.failed(errorMessage(err, "Failed to revoke the kiosk"));
    }
  };
  return (
    <section className="card" aria-labelledby="kiosk-list">
      <h3 id="kiosk-list">Your kiosks</h3>
      {kiosks.length === 0 && <p>No kiosks yet.</p>}
      {kiosks.length > 0 && (
        <div className="table-wrap" role="region" aria-label="Kiosks" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Location</th>
                <th scope="col">Credential</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {kiosks.map((k) => (
                <tr key={k.id}>
                  <td>{k.name}</td>
                  <td>{k.locationName}</td>
                  <td>
                    <code>{k.hint}</code>
                  </td>
                  <td>
                    <button type="button" className="btn btn--danger btn--small" onClick={() => void revokeOne(k)}>
                      Revoke<span className="visually-hidden"> kiosk {k.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
