import { RuleSetsPage } from "@/features/work-rules/components/rule-sets-page";
import { LabourRulesSection } from "@/features/labour-rules/components/labour-rules-section";

export default function WorkRulesRoute() {
  // Each rule set's labour rules sit in its card, under its work rules.
  return <RuleSetsPage extra={(rs) => <LabourRulesSection ruleSetId={rs.id} name={rs.name} />} />;
}
