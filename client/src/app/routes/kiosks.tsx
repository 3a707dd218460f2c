import { KiosksPage } from "@/features/time-clock/components/kiosks-page";

export default function Route() {
  return <KiosksPage />;
}
