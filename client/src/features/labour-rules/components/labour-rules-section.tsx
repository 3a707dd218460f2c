// A rule set's labour rules on the rule sets page: what is in force, a preset to start
// from, and the editor. The app puts one in each rule set's card.
import { useId, useState } from "react";
import "./labour-rules.css";
import { errorMessage } from "@/lib/errors";
import { useLimitedManager } from "@/lib/reach";
import { useRuleSetLabour } from "../api/labour";
import { useT } from "../i18n";
import { LabourRulesForm } from "./labour-rules-form";
import { LabourSummary } from "./labour-summary";
import { PresetPicker } from "./preset-picker";

/** One rule set's labour rules: the list in force, a preset to apply, and Edit. */
export function LabourRulesSection({ ruleSetId, name }: { ruleSetId: string; name: string }) {
  const { t } = useT();
  const id = useId();
  const { labour, error } = useRuleSetLabour(ruleSetId);
  const [editing, setEditing] = useState(false);
  // Reading is for every manager; changing, for managers of every location (as rule sets).
  const readOnly = useLimitedManager();
  return (
    <section className="labour" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {t("labour.title")}
        <span className="visually-hidden"> {t("labour.of", { name })}</span>
      </h3>
      {error && (
        <p className="error" role="alert">
          {errorMessage(error, t("labour.loadFailed"))}
        </p>
      )}
      {labour && (
        <>
          <LabourSummary rules={labour.rules} name={name} />
          {!readOnly && (
            <>
              <PresetPicker key={labour.presetId ?? ""} ruleSetId={ruleSetId} name={name} presetId={labour.presetId} />
              <button type="button" className="btn btn--small btn--secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
                {t("labour.edit")}
                <span className="visually-hidden"> {t("labour.of", { name })}</span>
              </button>
            </>
          )}
          {/* A new draft from the rules stored when opened (a preset applied meanwhile shows at once). */}
          {editing && !readOnly && <LabourRulesForm key={JSON.stringify(labour.rules)} ruleSetId={ruleSetId} name={name} rules={labour.rules} onDone={() => setEditing(false)} />}
        </>
      )}
    </section>
  );
}
