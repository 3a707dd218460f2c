import { lazy, Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { Loading } from "@/components/loading";

const SignedInLayout = lazy(() => import("./signed-in-layout"));

/** Signed in: the navigation bar above the current page (with Apollo Client); otherwise the page alone. */
export function AppLayout() {
  const { user } = useAuth();
  if (user) {
    return (
      <Suspense fallback={<Loading />}>
        <SignedInLayout />
      </Suspense>
    );
  }
  return (
    <main id="main" className="main">
      <Outlet />
    </main>
  );
}
