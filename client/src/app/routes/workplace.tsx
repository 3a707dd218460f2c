import { WorkplacePage } from "@/features/workplace/components/workplace-page";

export default function WorkplaceRoute() {
  return <WorkplacePage />;
}
