import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "@/lib/errors";
import { FormError, useConfirm, useNotice } from "@/components/feedback";
import { TextField } from "@/components/form-fields";
import { storeKioskCredential, useCreateKiosk, useKiosks, useRevokeKiosk } from "../api/clock";
import { useT } from "../i18n";

/** Managers' kiosks, below their own clock: create one for a location (its credential shown once), revoke one at once. */
export function KioskSettings() {
  const { data } = useKiosks();
  const [secret, setSecret] = useState("");
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <section aria-labelledby="kiosks-title">
      <h2 id="kiosks-title">{t("timeClock.kiosks.title")}</h2>
      <p>{t("timeClock.kiosks.intro")}</p>
      {secret && (
        <section className="card field" role="status" aria-labelledby="kiosk-secret-label">
          <label htmlFor="kiosk-secret" id="kiosk-secret-label">
            {t("timeClock.kiosks.newCredential")}
          </label>
          <input id="kiosk-secret" readOnly value={secret} onFocus={(e) => e.target.select()} />
          <p className="muted">{t("timeClock.kiosks.shownOnce")}</p>
          <div className="btn-row">
            <button type="button" className="btn btn--small" onClick={() => void navigator.clipboard.writeText(secret)}>
              {t("timeClock.kiosks.copy")}<span className="visually-hidden"> {t("timeClock.kiosks.copyWhat")}</span>
            </button>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => {
                storeKioskCredential(secret);
                navigate("/kiosk");
              }}
            >
              {t("timeClock.kiosks.useHere")}
            </button>
            <button type="button" className="btn btn--small btn--light" onClick={() => setSecret("")}>
              {t("timeClock.kiosks.done")}
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
  const { t } = useT();
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
      setError(errorMessage(err, t("timeClock.kiosks.createFailed")));
    }
  };
  return (
    <section className="card" aria-labelledby="new-kiosk">
      <h3 id="new-kiosk">{t("timeClock.kiosks.newKiosk")}</h3>
      {locations.length === 0 && <p>{t("timeClock.addLocationFirst")}</p>}
      <form className="form" onSubmit={submit}>
        <TextField label={t("timeClock.kiosks.name")} required maxLength={100} value={name} onChange={setName} />
        <div className="field">
          <label htmlFor="kiosk-location">{t("timeClock.location")}</label>
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
            {t("timeClock.kiosks.create")}
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
  const { t } = useT();
  const revokeOne = async (k: Kiosk) => {
    const sure = await ask({
      title: t("timeClock.kiosks.revokeTitle", { name: k.name }),
      detail: t("timeClock.kiosks.revokeDetail"),
      action: t("timeClock.kiosks.revoke"),
      destructive: true,
    });
    if (!sure) return;
    try {
      await revoke({ variables: { id: k.id } });
      notice.done(t("timeClock.kiosks.revoked", { name: k.name }));
    } catch (err) {
      notice.failed(errorMessage(err, t("timeClock.kiosks.revokeFailed")));
    }
  };
  return (
    <section className="card" aria-labelledby="kiosk-list">
      <h3 id="kiosk-list">{t("timeClock.kiosks.yours")}</h3>
      {kiosks.length === 0 && <p>{t("timeClock.kiosks.none")}</p>}
      {kiosks.length > 0 && (
        <div className="table-wrap" role="region" aria-label={t("timeClock.kiosks.title")} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("timeClock.kiosks.colName")}</th>
                <th scope="col">{t("timeClock.location")}</th>
                <th scope="col">{t("timeClock.kiosks.colCredential")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("timeClock.kiosks.colActions")}</span>
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
                      {t("timeClock.kiosks.revoke")}<span className="visually-hidden"> {t("timeClock.kiosks.revokeWhat", { name: k.name })}</span>
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
