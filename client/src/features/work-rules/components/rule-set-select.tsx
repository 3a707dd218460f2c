import { useState } from "react";
import { errorMessage } from "@/lib/errors";
import { useRuleSets, useSetPersonRuleSet } from "../api/rules";
import { ruleSetName, useT } from "../i18n";

/** The rule set a person follows, as a select on Manage Staff; changing it saves it. */
export function RuleSetSelect({ person }: { person: { id: string; name: string } }) {
  const { data } = useRuleSets();
  const [set, { loading }] = useSetPersonRuleSet();
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useT();
  if (!data) return null;
  const current = data.ruleSets.find((rs) => rs.userIds.includes(person.id)) ?? data.ruleSets.find((rs) => rs.isDefault);
  const change = async (id: string) => {
    setFailure(null);
    const chosen = data.ruleSets.find((rs) => rs.id === id);
    try {
      await set({ variables: { userId: person.id, ruleSetId: chosen?.isDefault ? null : id } });
    } catch (err) {
      setFailure(errorMessage(err, t("workRules.changeFailed")));
    }
  };
  return (
    <>
      <select aria-label={t("workRules.ruleSetOf", { name: person.name })} value={current?.id ?? ""} disabled={loading} onChange={(e) => void change(e.target.value)}>
        {data.ruleSets.map((rs) => (
          <option key={rs.id} value={rs.id}>
            {ruleSetName(t, rs)}
          </option>
        ))}
      </select>
      {failure && <p role="alert">{failure}</p>}
    </>
  );
}
