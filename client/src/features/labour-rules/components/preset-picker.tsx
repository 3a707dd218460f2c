// Starting a rule set's labour rules from a jurisdiction's preset.
import { useId, useState } from "react";
import { errorMessage } from "@/lib/errors";
import { useConfirm, useNotice } from "@/components/feedback";
import { useApplyLabourPreset, useLabourPresets } from "../api/labour";
import { useT } from "../i18n";

type Props = { ruleSetId: string; name: string; presetId: string | null };

/**
 * Each preset by name and jurisdiction; the chosen one's laws and what it leaves out shown
 * before it is applied. Applying replaces the rule set's labour rules, so it asks first.
 */
export function PresetPicker({ ruleSetId, name, presetId }: Props) {
  const { t } = useT();
  const id = useId();
  const presets = useLabourPresets().data?.labourPresets ?? [];
  const [picked, setPicked] = useState(presetId ?? "");
  const [apply, { loading }] = useApplyLabourPreset();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirm();
  const notice = useNotice();
  const chosen = presets.find((p) => p.id === (picked || presets[0]?.id));
  const current = presets.find((p) => p.id === presetId);

  const submit = async () => {
    if (!chosen) return;
    setFailure(null);
    const ok = await confirm({ title: t("labour.presets.confirm", { preset: chosen.name, name }), action: t("labour.presets.apply") });
    if (!ok) return;
    try {
      await apply({ variables: { ruleSetId, presetId: chosen.id } });
      notice.done(t("labour.presets.applied", { preset: chosen.name, name }));
    } catch (err) {
      setFailure(errorMessage(err, t("labour.presets.failed")));
    }
  };

  return (
    <div className="labour__presets">
      <p className="muted">{current ? t("labour.presets.current", { preset: current.name }) : t("labour.presets.noneApplied")}</p>
      <div className="field">
        <label htmlFor={`${id}-preset`}>{t("labour.presets.label", { name })}</label>
        <select id={`${id}-preset`} value={chosen?.id ?? ""} onChange={(e) => setPicked(e.target.value)}>
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {t("labour.presets.option", { preset: p.name, jurisdiction: p.jurisdiction })}
            </option>
          ))}
        </select>
      </div>
      {chosen && (
        <div className="labour__preset-about">
          <p>{t("labour.presets.law", { law: chosen.law })}</p>
          <p className="labour__leaves-out">{t("labour.presets.leavesOut")}</p>
          <ul className="labour__notes">
            {chosen.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <p className="muted">{t("labour.presets.notAdvice")}</p>
        </div>
      )}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="btn btn--small" disabled={!chosen || loading} onClick={() => void submit()}>
        {t("labour.presets.apply")}<span className="visually-hidden"> {t("labour.of", { name })}</span>
      </button>
    </div>
  );
}
