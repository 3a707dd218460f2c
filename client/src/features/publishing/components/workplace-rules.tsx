import { useId, useState } from "react";
import { useEscapeKey } from "@/hooks/use-escape-key";
import { errorMessage } from "@/lib/errors";
import { useUpdateWorkplaceSettings, useWorkplaceSettings } from "../api/publishing";
import { useT } from "../i18n";

type Props = {
  onDone: (message: string) => void;
  onCancel: () => void;
};

/** "Rules…": loads the workplace's rules, then shows them to change. */
export function RulesPanel({ onDone, onCancel }: Props) {
  const { t } = useT();
  const { data } = useWorkplaceSettings();
  if (!data) return <p className="loading">{t("publishing.rulesLoading")}</p>;
  return <WorkplaceRules settings={data.workplaceSettings} onDone={onDone} onCancel={onCancel} />;
}

type FormProps = {
  settings: { minRestMinutes: number; weeklyLimitMinutes: number; digestTime: string; openShiftsFirstClaim: boolean };
  onDone: (message: string) => void;
  onCancel: () => void;
};

/** The workplace's rules: minimum rest and weekly hours (in hours) for the conflict check,
 * how open shifts are given, and the default time of daily digest e-mails. */
function WorkplaceRules({ settings, onDone, onCancel }: FormProps) {
  const { t } = useT();
  const id = useId();
  const [rest, setRest] = useState(String(settings.minRestMinutes / 60));
  const [limit, setLimit] = useState(String(settings.weeklyLimitMinutes / 60));
  const [digest, setDigest] = useState(settings.digestTime);
  const [firstClaim, setFirstClaim] = useState(settings.openShiftsFirstClaim);
  const [save, { loading }] = useUpdateWorkplaceSettings();
  const [error, setError] = useState<string | null>(null);
  const ref = useEscapeKey<HTMLFormElement>(onCancel);
  return (
    <form
      ref={ref}
      className="card form--inline"
      aria-label={t("publishing.rules")}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        const input = {
          minRestMinutes: Math.round(Number(rest) * 60),
          weeklyLimitMinutes: Math.round(Number(limit) * 60),
          digestTime: digest,
          openShiftsFirstClaim: firstClaim,
        };
        save({ variables: { input } })
          .then(() => onDone(t("publishing.rulesSaved")))
          .catch((err: unknown) => setError(errorMessage(err, t("publishing.rulesSaveFailed"))));
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-rest`}>{t("publishing.minRest")}</label>
        <input id={`${id}-rest`} type="number" min={0} max={48} step={0.5} required value={rest} onChange={(e) => setRest(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-limit`}>{t("publishing.weeklyLimit")}</label>
        <input id={`${id}-limit`} type="number" min={1} max={168} step={0.5} required value={limit} onChange={(e) => setLimit(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-digest`}>{t("publishing.digestTime")}</label>
        <input id={`${id}-digest`} type="time" required value={digest} onChange={(e) => setDigest(e.target.value)} />
      </div>
      <div className="field">
        <label>
          <input type="checkbox" checked={firstClaim} onChange={(e) => setFirstClaim(e.target.checked)} /> {t("publishing.firstClaim")}
        </label>
      </div>
      <button type="submit" className="btn" disabled={loading}>
        {t("publishing.saveRules")}
      </button>
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        {t("publishing.close")}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
