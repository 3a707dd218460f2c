// Sign-in, registration and password reset: plain fetch, so the login page loads no Apollo.
import { useRequest } from "@/lib/graphql-request";
import {
  LoginDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from "@/gql/graphql";

export const useLogin = () => useRequest(LoginDocument);
export const useRegister = () => useRequest(RegisterDocument);
export const useRequestPasswordReset = () => useRequest(RequestPasswordResetDocument);
export const useResetPassword = () => useRequest(ResetPasswordDocument);
