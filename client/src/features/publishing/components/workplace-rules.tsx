import { useId, useState } from "react";
import { useEscapeKey } from "@/hooks/use-escape-key";
import { errorMessage } from "@/lib/errors";
import { useUpdateWorkplaceSettings, useWorkplaceSettings } from "../api/publishing";

type Props = {
  onDone: (message: string) => void;
  onCancel: () => void;
};

/** "Rules…": loads the workplace's rules, then shows them to change. */
export function RulesPanel({ onDone, onCancel }: Props) {
  const { data } = useWorkplaceSettings();
  if (!data) return <p className="loading">Loading the rules...</p>;
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
      aria-label="Scheduling rules"
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
          .then(() => onDone("Scheduling rules saved."))
          .catch((err: unknown) => setError(errorMessage(err, "Failed to save the rules")));
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-rest`}>Minimum rest between shifts (hours)</label>
        <input id={`${id}-rest`} type="number" min={0} max={48} step={0.5} required value={rest} onChange={(e) => setRest(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-limit`}>Weekly hours limit</label>
        <input id={`${id}-limit`} type="number" min={1} max={168} step={0.5} required value={limit} onChange={(e) => setLimit(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-digest`}>Default daily digest time</label>
        <input id={`${id}-digest`} type="time" required value={digest} onChange={(e) => setDigest(e.target.value)} />
      </div>
      <div className="field">
        <label>
          <input type="checkbox" checked={firstClaim} onChange={(e) => setFirstClaim(e.target.checked)} /> Open shifts are
          assigned on first claim
        </label>
      </div>
      <button type="submit" className="btn" disabled={loading}>
        Save rules
      </button>
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        Close
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
