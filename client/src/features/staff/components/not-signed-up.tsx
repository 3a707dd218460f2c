import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useAddPerson, useSendInvitation } from "../api/staff";
import { useStaffT } from "../i18n";

/** The badge of a person who has not signed up yet: scheduled, not signed in. */
export function NotSignedUpBadge() {
  const { t } = useStaffT();
  return <span className="status status--pending staff__badge">{t("staff.join.badge")}</span>;
}

/** A person who has not signed up: give them an e-mail address (or another) and send the invitation, again when needed. */
export function SendInvitationForm({ userId, name, email }: { userId: string; name: string; email: string }) {
  const [address, setAddress] = useState(email);
  const [send, { loading }] = useSendInvitation();
  const [error, setError] = useState("");
  const notice = useNotice();
  const { t } = useStaffT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      await send({ variables: { userId, email: address.trim() || null } });
      notice.done(t("staff.join.sent", { name, email: address.trim() }));
    } catch (err) {
      setError(errorMessage(err, t("staff.join.failed")));
    }
  };

  const id = `invite-${userId}`;
  return (
    <form className="staff__invite" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t("staff.join.emailOf", { name })}
      </label>
      <input id={id} type="email" value={address} placeholder={t("staff.join.emailPlaceholder")} onChange={(e) => setAddress(e.target.value)} />
      <button type="submit" className="btn btn--small btn--secondary" disabled={loading || !address.trim()}>
        {email ? t("staff.join.resend") : t("staff.join.send")}
        <span className="visually-hidden"> {t("staff.of", { name })}</span>
      </button>
      <FormError text={error} />
    </form>
  );
}

/** Adds a person before they join: with an e-mail address they are invited at once, without they are only scheduled; onAdded hears who was added. */
export function AddPersonForm({ onAdded }: { onAdded?: (person: { id: string; name: string }) => void }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [add, { loading }] = useAddPerson();
  const [error, setError] = useState("");
  const notice = useNotice();
  const { t } = useStaffT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setError("");
    try {
      const { data } = await add({ variables: { name: name.trim(), email: email.trim() || null } });
      if (data) onAdded?.(data.addPerson);
      notice.done(email.trim() ? t("staff.join.addedInvited", { name: name.trim() }) : t("staff.join.added", { name: name.trim() }));
      setName("");
      setEmail("");
    } catch (err) {
      setError(errorMessage(err, t("staff.join.addFailed")));
    }
  };

  return (
    <section className="card" aria-labelledby="add-person-title">
      <h2 id="add-person-title">{t("staff.join.addTitle")}</h2>
      <p className="muted">{t("staff.join.addHint")}</p>
      <form className="form staff__add" onSubmit={submit}>
        <div className="field">
          <label htmlFor="add-person-name">{t("staff.name")}</label>
          <input id="add-person-name" value={name} onChange={(e) => setName(e.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor="add-person-email">{t("staff.join.emailOptional")}</label>
          <input id="add-person-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <FormError text={error} />
        <button type="submit" className="btn" disabled={loading || !name.trim()}>
          {t("staff.join.add")}
        </button>
      </form>
    </section>
  );
}
