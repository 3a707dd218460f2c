import { useId, useState } from "react";
import { errorMessage } from "@/lib/errors";
import { useUpdateWorkplaceSettings } from "../api/draft";

type Props = {
  settings: { minRestMinutes: number; weeklyLimitMinutes: number; openShiftsFirstClaim: boolean };
  onDone: (message: string) => void;
  onCancel: () => void;
};

/** The workplace's rules: minimum rest and weekly hours (in hours) for the conflict check, and how open shifts are given. */
export function WorkplaceRules({ settings, onDone, onCancel }: Props) {
  const id = useId();
  const [rest, setRest] = useState(String(settings.minRestMinutes / 60));
  const [limit, setLimit] = useState(String(settings.weeklyLimitMinutes / 60));
  const [firstClaim, setFirstClaim] = useState(settings.openShiftsFirstClaim);
  const [save, { loading }] = useUpdateWorkplaceSettings();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="card form--inline"
      aria-label="Scheduling rules"
      onKeyDown={(e) => {
        if (e.key === "Escape") onCancel();
      }}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        const input = {
          minRestMinutes: Math.round(Number(rest) * 60), weeklyLimitMinutes: Math.round(Number(limit) * 60),
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
