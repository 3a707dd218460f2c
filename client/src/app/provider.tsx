import type { ReactNode } from "react";
import { AuthProvider } from "@/lib/auth";

// Apollo's provider wraps the signed-in pages only (layout/signed-in-layout.tsx).
export function AppProvider({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
