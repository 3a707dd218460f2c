import { useState, type FormEvent, type ReactNode } from "react";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { newPasswordOk } from "@/lib/validation";
import { NewPasswordFields, TextField, type NewPassword } from "@/components/form-fields";
import { useChangeMyPassword, useUpdateMyName } from "../api/profile";
import { ApiTokenSettings } from "./api-tokens";
import { CalendarFeedSettings } from "./calendar-feed";
import { NotificationSettings } from "./notification-settings";
import { LanguageSettings } from "./language-settings";
import { FormError, useNotice } from "@/components/feedback";
import { useT } from "../i18n";

/** My Profile: the name (e-mail is fixed), the password, the kiosk PIN, notification settings and devices, calendar feeds, API tokens and the download of one's data. */
export function ProfilePage({ kioskPin, pushDevices, personalData }: { kioskPin?: ReactNode; pushDevices?: ReactNode; personalData?: ReactNode }) {
  const { t } = useT();
  return (
    <div className="page page--narrowish">
      <h1>{t("profile.title")}</h1>
      <DetailsForm />
      <PasswordForm />
      <LanguageSettings />
      {kioskPin}
      <NotificationSettings />
      {pushDevices}
      <CalendarFeedSettings />
      <ApiTokenSettings />
      {personalData}
    </div>
  );
}

function DetailsForm() {
  const { t } = useT();
  const { user, updateUser } = useAuth();
  const [name, setName] = useState(user?.name ?? "");
  const [updateMyName, { loading }] = useUpdateMyName();
  const [error, setError] = useState("");
  const notice = useNotice();
  if (!user) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setError("");
    try {
      const { data } = await updateMyName({ variables: { name: name.trim() } });
      if (data) updateUser(data.updateMyName);
      notice.done(t("profile.details.saved"));
    } catch (err) {
      setError(errorMessage(err, t("profile.details.failed")));
    }
  };

  return (
    <section className="card" aria-labelledby="details-title">
      <h2 id="details-title">{t("profile.details.title")}</h2>
      <form className="form" onSubmit={submit}>
        <TextField label={t("profile.details.email")} type="email" value={user.email ?? ""} onChange={() => {}} readOnly aria-readonly="true" />
        <TextField label={t("profile.details.name")} required autoComplete="name" value={name} onChange={setName} />
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading}>
            {t("profile.details.save")}
          </button>
        </div>
      </form>
    </section>
  );
}

function PasswordForm() {
  const { t } = useT();
  const { signIn } = useAuth();
  const [current, setCurrent] = useState("");
  const [pair, setPair] = useState<NewPassword>({ password: "", confirm: "" });
  // Checked by default, like the API: a password changed because it leaked should end
  // the tokens made with it; unchecking keeps scripts running.
  const [revokeTokens, setRevokeTokens] = useState(true);
  const [changePassword, { loading }] = useChangeMyPassword();
  const [error, setError] = useState("");
  const notice = useNotice();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Silently nothing unless all three are filled and the new ones match (SPEC section 5).
    if (!current || !newPasswordOk(pair.password, pair.confirm)) return;
    setError("");
    try {
      const { data } = await changePassword({ variables: { currentPassword: current, newPassword: pair.password, revokeTokens } });
      if (!data) throw new Error("no data");
      // Older tokens stop working after the change: keep the fresh one.
      await signIn(data.changeMyPassword.token);
      setCurrent("");
      setPair({ password: "", confirm: "" });
      setRevokeTokens(false);
      notice.done(t("profile.password.saved"));
    } catch (err) {
      setError(errorMessage(err, t("profile.password.failed")));
    }
  };

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">{t("profile.password.title")}</h2>
      <form className="form" onSubmit={submit}>
        <TextField label={t("profile.password.current")} type="password" autoComplete="current-password" required value={current} onChange={setCurrent} />
        <NewPasswordFields value={pair} onChange={setPair} />
        <label className="checkbox">
          <input type="checkbox" checked={revokeTokens} onChange={(e) => setRevokeTokens(e.target.checked)} />{" "}
          {t("profile.password.revokeTokens")}
        </label>
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading}>
            {t("profile.password.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
