// The editor of one rule set's labour rules.
import { useState, type FormEvent } from "react";
import type { LabourRulesFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { useNotice } from "@/components/feedback";
import { useSetRuleSetLabour } from "../api/labour";
import { draftOf, inputOf, NotANumber, type LabourDraft } from "../utils/labour-draft";
import { useT } from "../i18n";
import { BreaksFields } from "./breaks-fields";
import { MinorsFields } from "./minors-fields";
import { PremiumsFields } from "./premiums-fields";
import { RestFields } from "./rest-fields";

type Props = { ruleSetId: string; name: string; rules: LabourRulesFieldsFragment; onDone: () => void };

/**
 * Every labour rule of a rule set, each Block, Warn or Off with its source. Saving sends
 * them all; a refusal shows the server's sentence and keeps everything typed.
 */
export function LabourRulesForm({ ruleSetId, name, rules, onDone }: Props) {
  const { t } = useT();
  const [d, setD] = useState<LabourDraft>(() => draftOf(rules));
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useSetRuleSetLabour();
  const notice = useNotice();
  const change = (part: Partial<LabourDraft>) => setD({ ...d, ...part });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    let input;
    try {
      input = inputOf(d);
    } catch (err) {
      if (!(err instanceof NotANumber)) throw err;
      setFailure(t("labour.notANumber", { text: err.text }));
      return;
    }
    try {
      await save({ variables: { ruleSetId, input } });
      notice.done(t("labour.saved", { name }));
      onDone();
    } catch (err) {
      setFailure(errorMessage(err, t("labour.saveFailed")));
    }
  };

  return (
    <form className="form labour__form" onSubmit={submit} aria-label={t("labour.formLabel", { name })}>
      <BreaksFields legend={t("labour.breaks.legend")} nameOf={(n) => t("labour.breaks.name", { n })} breaks={d.breaks} onChange={(breaks) => change({ breaks })} />
      <MinorsFields minors={d.minors} onChange={(minors) => change({ minors })} />
      <RestFields draft={d} onChange={change} />
      <PremiumsFields premiums={d.premiums} onChange={(premiums) => change({ premiums })} />
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {t("labour.save")}<span className="visually-hidden"> {t("labour.of", { name })}</span>
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t("labour.cancel")}
        </button>
      </div>
    </form>
  );
}
