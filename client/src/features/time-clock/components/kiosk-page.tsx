import { useRef, useState, type FormEvent } from "react";
import { errorMessage, errorReason } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { TextField } from "@/components/form-fields";
import type { ClockAction } from "@/gql/graphql";
import { ReasonForm } from "./reason-form";
import { storedKioskCredential, storeKioskCredential, useKioskClock, useKioskView } from "../api/clock";
import { useT } from "../i18n";
import "./time-clock.css";

// Each action's button and what the notice says of the person after it (catalogue keys).
const ACTIONS: { action: ClockAction; label: string; done: string }[] = [
  { action: "CLOCK_IN", label: "timeClock.clockIn", done: "timeClock.kiosk.doneClockIn" },
  { action: "BREAK_START", label: "timeClock.startBreak", done: "timeClock.kiosk.doneBreakStart" },
  { action: "BREAK_END", label: "timeClock.endBreak", done: "timeClock.kiosk.doneBreakEnd" },
  { action: "CLOCK_OUT", label: "timeClock.clockOut", done: "timeClock.kiosk.doneClockOut" },
];

/**
 * The kiosk: a shared device by the door. It holds a kiosk credential (stored in this
 * browser), lists the location's people on shift today, and clocks them by their PIN.
 * Works by keyboard: the names are buttons, the PIN a field, the actions buttons.
 */
export function KioskPage() {
  const [credential, setCredential] = useState(storedKioskCredential);
  const { data, error, loading } = useKioskView(credential);
  const { t } = useT();
  if (!credential) return <KioskSetup onSet={setCredential} />;
  if (error) {
    return (
      <div className="page kiosk">
        <h1>{t("timeClock.kiosk.title")}</h1>
        <p className="error" role="alert">
          {errorMessage(error, t("timeClock.kiosk.unreachable"))}
        </p>
        <button type="button" className="btn btn--secondary" onClick={() => (storeKioskCredential(""), setCredential(""))}>
          {t("timeClock.kiosk.setUpAgain")}
        </button>
      </div>
    );
  }
  if (loading || !data) return <p className="page">{t("timeClock.loading")}</p>;
  return <KioskClock credential={credential} view={data.kiosk} />;
}

function KioskSetup({ onSet }: { onSet: (credential: string) => void }) {
  const [value, setValue] = useState("");
  const { t } = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = value.trim();
    if (!v) return;
    storeKioskCredential(v);
    onSet(v);
  };
  return (
    <div className="page kiosk">
      <h1>{t("timeClock.kiosk.setupTitle")}</h1>
      <p>{t("timeClock.kiosk.setupIntro")}</p>
      <form className="form" onSubmit={submit}>
        <TextField label={t("timeClock.kiosk.credential")} required autoComplete="off" value={value} onChange={setValue} />
        <div>
          <button type="submit" className="btn">
            {t("timeClock.kiosk.start")}
          </button>
        </div>
      </form>
    </div>
  );
}

type View = { name: string; locationName: string; people: readonly { id: string; name: string }[] };

function KioskClock({ credential, view }: { credential: string; view: View }) {
  const [person, setPerson] = useState<{ id: string; name: string } | null>(null);
  const [pin, setPin] = useState("");
  const [error, setError] = useState("");
  // The server's sentence when it asks why the person clocks out far from the shift's end.
  const [askWhy, setAskWhy] = useState("");
  const [clock, { loading }] = useKioskClock();
  const notice = useNotice();
  const pinRef = useRef<HTMLInputElement>(null);
  const { t } = useT();

  const choose = (p: { id: string; name: string }) => {
    setPerson(p);
    setPin("");
    setError("");
    setAskWhy("");
    // The PIN field is next: put the cursor there for the keyboard.
    setTimeout(() => pinRef.current?.focus(), 0);
  };
  const act = async (action: ClockAction, done: string, reason?: string) => {
    if (!person) return;
    setError("");
    try {
      await clock({ variables: { credential, userId: person.id, pin, action, reason: reason ?? null } });
      notice.done(t(done, { name: person.name }));
      setPerson(null);
      setPin("");
      setAskWhy("");
    } catch (err) {
      if (action === "CLOCK_OUT" && errorReason(err) === "REASON_REQUIRED") return setAskWhy(errorMessage(err, t("timeClock.reason.title")));
      setError(errorMessage(err, t("timeClock.noAnswer")));
    }
  };

  return (
    <div className="page kiosk">
      <h1>{t("timeClock.kiosk.heading", { location: view.locationName, name: view.name })}</h1>
      {!person && (
        <section aria-labelledby="kiosk-who">
          <h2 id="kiosk-who">{t("timeClock.kiosk.who")}</h2>
          {view.people.length === 0 && <p>{t("timeClock.kiosk.nobody")}</p>}
          <ul className="kiosk__people">
            {view.people.map((p) => (
              <li key={p.id}>
                <button type="button" className="btn btn--secondary" onClick={() => choose(p)}>
                  {p.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {person && (
        <PinPanel name={person.name} pin={pin} setPin={setPin} pinRef={pinRef} error={error} busy={loading} onAct={act} onBack={() => setPerson(null)} />
      )}
      {person && askWhy && (
        <ReasonForm
          sentence={askWhy}
          busy={loading}
          onSend={(why) => void act("CLOCK_OUT", "timeClock.kiosk.doneClockOut", why)}
          onCancel={() => setAskWhy("")}
        />
      )}
    </div>
  );
}

type PinPanelProps = {
  name: string;
  pin: string;
  setPin: (pin: string) => void;
  pinRef: React.RefObject<HTMLInputElement | null>;
  error: string;
  busy: boolean;
  onAct: (action: ClockAction, done: string) => Promise<void>;
  onBack: () => void;
};

/** The chosen person's PIN and the four actions. */
function PinPanel({ name, pin, setPin, pinRef, error, busy, onAct, onBack }: PinPanelProps) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="kiosk-person">
      <h2 id="kiosk-person">{name}</h2>
      <div className="field kiosk__pin">
        <label htmlFor="kiosk-pin">{t("timeClock.kiosk.pin")}</label>
        <input
          id="kiosk-pin"
          ref={pinRef}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4,6}"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ""))}
        />
      </div>
      <FormError text={error} />
      <div className="clock__actions">
        {ACTIONS.map((a) => (
          <button key={a.action} type="button" className="btn clock__action" disabled={busy || pin.length < 4} onClick={() => void onAct(a.action, a.done)}>
            {t(a.label)}
          </button>
        ))}
        <button type="button" className="btn btn--light" onClick={onBack}>
          {t("timeClock.kiosk.back")}
        </button>
      </div>
    </section>
  );
}
