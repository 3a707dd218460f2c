// Sign-in, registration and password reset.
import { gql } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
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

export const useLogin = () => useMutation(LoginDocument);
export const useRegister = () => useMutation(RegisterDocument);
export const useRequestPasswordReset = () => useMutation(RequestPasswordResetDocument);
export const useResetPassword = () => useMutation(ResetPasswordDocument);
