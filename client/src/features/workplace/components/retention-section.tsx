import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { usePersonalDataRetention, useSetPersonalDataRetention } from "../api/workplace";
import { useWorkplaceT } from "../i18n";

/** How many years the payroll records of erased people stay before the daily job removes them. */
export function RetentionSection() {
  const { data } = usePersonalDataRetention();
  if (!data) return null;
  return <RetentionForm key={data.personalDataRetentionYears} saved={data.personalDataRetentionYears} />;
}

function RetentionForm({ saved }: { saved: number }) {
  const { t } = useWorkplaceT();
  const [save, { loading }] = useSetPersonalDataRetention();
  const [years, setYears] = useState(String(saved));
  const [error, setError] = useState("");
  const notice = useNotice();
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      await save({ variables: { years: Number.parseInt(years, 10) || 0 } });
      notice.done(t("workplace.retention.saved"));
    } catch (err) {
      setError(errorMessage(err, t("workplace.retention.failed")));
    }
  };
  return (
    <form className="form" aria-label={t("workplace.retention.form")} onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={id}>{t("workplace.retention.years")}</label>
        <input id={id} type="number" min={1} max={30} required aria-describedby={`${id}-hint`} value={years} onChange={(e) => setYears(e.target.value)} />
        <span id={`${id}-hint`} className="field__hint">
          {t("workplace.retention.hint")}
        </span>
      </div>
      <FormError text={error} />
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {t("workplace.retention.save")}
        </button>
      </div>
    </form>
  );
}
