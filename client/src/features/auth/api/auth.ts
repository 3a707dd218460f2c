// Sign-in, registration and password reset: plain fetch, so the login page loads no Apollo.
import { useEffect, useState } from "react";
import { request, useRequest } from "@/lib/graphql-request";
import {
  LoginDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SetupNeededDocument,
} from "@/gql/auth";

export const useLogin = () => useRequest(LoginDocument);
export const useRegister = () => useRequest(RegisterDocument);
export const useRequestPasswordReset = () => useRequest(RequestPasswordResetDocument);
export const useResetPassword = () => useRequest(ResetPasswordDocument);

// One question per page load, shared by the sign-in, register and first-run pages;
// forgotten once the workplace is set up.
let setupNeeded: Promise<boolean> | null = null;

/** Forgets the answer of useSetupNeeded: the workplace has just been set up. */
export function setupDone() {
  setupNeeded = Promise.resolve(false);
}

/**
 * Whether the install has no manager yet, so the sign-in and register pages send people
 * to the first-run page: null while asking (and when asking failed, so the page stays usable).
 */
export function useSetupNeeded(): boolean | null {
  const [needed, setNeeded] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    setupNeeded ??= request(SetupNeededDocument, {}).then((d) => d.setupNeeded);
    void setupNeeded.then(
      (v) => live && setNeeded(v),
      () => {
        setupNeeded = null;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return needed;
}
