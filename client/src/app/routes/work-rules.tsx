import { RuleSetsPage } from "@/features/work-rules/components/rule-sets-page";

export default function WorkRulesRoute() {
  return <RuleSetsPage />;
}
