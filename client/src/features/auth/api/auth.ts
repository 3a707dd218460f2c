// Sign-in, registration and password reset: plain fetch, so the login page loads no Apollo.
import { gql } from "@apollo/client";
import { useRequest } from "@/lib/graphql-request";
import {
  LoginDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from "@/gql/graphql";

if (false) {
  gql`
    mutation Login($email: String!, $password: String!) {
      login(email: $email, password: $password) {
        token
      }
    }
    mutation Register($input: RegisterInput!) {
      register(input: $input) {
        id
      }
    }
    mutation RequestPasswordReset($email: String!) {
      requestPasswordReset(email: $email)
    }
    mutation ResetPassword($token: String!, $newPassword: String!) {
      resetPassword(token: $token, newPassword: $newPassword) {
        token
      }
    }
  `;
}

export const useLogin = () => useRequest(LoginDocument);
export const useRegister = () => useRequest(RegisterDocument);
export const useRequestPasswordReset = () => useRequest(RequestPasswordResetDocument);
export const useResetPassword = () => useRequest(ResetPasswordDocument);
