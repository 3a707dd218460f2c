import { OpenShiftsPage } from "@/features/open-shifts/components/open-shifts-page";

export default function OpenShiftsRoute() {
  return <OpenShiftsPage />;
}
