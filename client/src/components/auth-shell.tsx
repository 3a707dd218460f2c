import type { ReactNode } from "react";

/** The narrow centred column of the signed-out pages, under the product's name. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="page page--narrow">
      <p className="auth-brand" aria-hidden="true">
        Shiftsched
      </p>
      {children}
    </div>
  );
}
