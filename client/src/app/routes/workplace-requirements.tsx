import { RequirementsPage } from "@/features/coverage/components/requirements-page";

export default function WorkplaceRequirementsRoute() {
  return <RequirementsPage />;
}
