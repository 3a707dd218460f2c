import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { TextField } from "@/components/form-fields";
import { useKioskPin, useSetKioskPin } from "../api/clock";
import { useT } from "../i18n";

/** My Profile: the personal PIN a kiosk asks for (4 to 6 digits, stored hashed). */
export function KioskPinSettings() {
  const { data } = useKioskPin();
  const [setPin, { loading }] = useSetKioskPin();
  const [pin, setPinValue] = useState("");
  const [error, setError] = useState("");
  const notice = useNotice();
  const { t } = useT();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    if (!/^\d{4,6}$/.test(pin)) {
      setError(t("timeClock.pin.invalid"));
      return;
    }
    try {
      await setPin({ variables: { pin } });
      setPinValue("");
      notice.done(t("timeClock.pin.saved"));
    } catch (err) {
      setError(errorMessage(err, t("timeClock.pin.failed")));
    }
  };
  return (
    <section className="card" aria-labelledby="pin-title">
      <h2 id="pin-title">{t("timeClock.pin.title")}</h2>
      <p>
        {data?.clockState.hasPin ? t("timeClock.pin.has") : t("timeClock.pin.none")} {t("timeClock.pin.why")}
      </p>
      <form className="form" onSubmit={submit}>
        <TextField
          label={t("timeClock.pin.new")}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          hint={t("timeClock.pin.hint")}
          value={pin}
          onChange={(v) => setPinValue(v.replace(/\D/g, ""))}
        />
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading}>
            {t("timeClock.pin.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
