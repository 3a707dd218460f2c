import { TimesheetsPage } from "@/features/timesheets/components/timesheets-page";

export default function TimesheetsRoute() {
  return <TimesheetsPage />;
}
