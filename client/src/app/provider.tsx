import type { ReactNode } from "react";
import { AuthProvider } from "@/lib/auth";
import { FeedbackProvider } from "@/components/feedback";

// Apollo's provider wraps the signed-in pages only (layout/signed-in-layout.tsx). Dialogs
// and notices wrap every page, so a notice outlives the navigation that follows it.
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <FeedbackProvider>{children}</FeedbackProvider>
    </AuthProvider>
  );
}
