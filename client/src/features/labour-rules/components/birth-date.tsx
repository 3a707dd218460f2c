// A person's birth date on Manage Staff: personal data, read and kept by managers who
// reach the person, for the labour rules for minors.
import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { useNotice } from "@/components/feedback";
import { useBirthDate, useSetBirthDate } from "../api/labour";
import { useT } from "../i18n";

/** The panel Manage Staff opens under a person's row (the app composes it). */
export function useBirthDatePanel() {
  const { t } = useT();
  return {
    label: t("labour.birthDate.button"),
    render: (p: { id: string; name: string }, done: () => void) => <BirthDatePanel userId={p.id} name={p.name} onDone={done} />,
  };
}

type Props = { userId: string; name: string; onDone: () => void };

/** Loads the stored date (never cached: personal data is read when shown), then the form. */
function BirthDatePanel({ userId, name, onDone }: Props) {
  const { t } = useT();
  const { data, error } = useBirthDate(userId);
  if (error) {
    return (
      <p className="error" role="alert">
        {errorMessage(error, t("labour.birthDate.loadFailed"))}
      </p>
    );
  }
  if (!data) return <p className="loading">{t("labour.birthDate.loading")}</p>;
  return <BirthDateForm userId={userId} name={name} stored={data.birthDate ?? ""} onDone={onDone} />;
}

function BirthDateForm({ userId, name, stored, onDone }: Props & { stored: string }) {
  const { t } = useT();
  const id = useId();
  const [value, setValue] = useState(stored);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useSetBirthDate();
  const notice = useNotice();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await save({ variables: { userId, birthDate: value || null } });
      notice.done(value ? t("labour.birthDate.saved", { name }) : t("labour.birthDate.cleared", { name }));
      onDone();
    } catch (err) {
      setFailure(errorMessage(err, t("labour.birthDate.failed", { name })));
    }
  };
  return (
    <form className="form labour__birth-date" onSubmit={submit} aria-label={t("labour.birthDate.formLabel", { name })}>
      <div className="field">
        <label htmlFor={`${id}-date`}>{t("labour.birthDate.label", { name })}</label>
        <input id={`${id}-date`} type="date" value={value} aria-describedby={`${id}-hint`} onChange={(e) => setValue(e.target.value)} />
        <span id={`${id}-hint`} className="field__hint">
          {t("labour.birthDate.hint")}
        </span>
      </div>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {t("labour.birthDate.save")}
          <span className="visually-hidden"> {t("labour.birthDate.of", { name })}</span>
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t("labour.cancel")}
        </button>
      </div>
    </form>
  );
}
