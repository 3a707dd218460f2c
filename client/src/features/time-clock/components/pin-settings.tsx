import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { TextField } from "@/components/form-fields";
import { useKioskPin, useSetKioskPin } from "../api/clock";

/** My Profile: the personal PIN a kiosk asks for (4 to 6 digits, stored hashed). */
export function KioskPinSettings() {
  const { data } = useKioskPin();
  const [setPin, { loading }] = useSetKioskPin();
  const [pin, setPinValue] = useState("");
  const [error, setError] = useState("");
  const notice = useNotice();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    if (!/^\d{4,6}$/.test(pin)) {
      setError("A PIN is 4 to 6 digits.");
      return;
    }
    try {
      await setPin({ variables: { pin } });
      setPinValue("");
      notice.done("Kiosk PIN saved.");
    } catch (err) {
      setError(errorMessage(err, "Failed to save the PIN"));
    }
  };
  return (
    <section className="card" aria-labelledby="pin-title">
      <h2 id="pin-title">Kiosk PIN</h2>
      <p>
        {data?.clockState.hasPin ? "You have a PIN." : "You have no PIN yet."} A kiosk by the door asks for it when you clock
        in or out there.
      </p>
      <form className="form" onSubmit={submit}>
        <TextField
          label="New PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          hint="4 to 6 digits"
          value={pin}
          onChange={(v) => setPinValue(v.replace(/\D/g, ""))}
        />
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading}>
            Save PIN
          </button>
        </div>
      </form>
    </section>
  );
}
