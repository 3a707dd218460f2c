import { Suspense } from "react";
import { lazyWithPreload } from "react-lazy-with-preload";
import { Outlet } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { Loading } from "@/components/loading";

/** The signed-in frame with Apollo Client, loaded on demand (preloaded by the router). */
export const SignedInLayout = lazyWithPreload(() => import("./signed-in-layout"));

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
