import { SwapsPage } from "@/features/swaps/components/swaps-page";

export default function SwapsRoute() {
  return <SwapsPage />;
}
