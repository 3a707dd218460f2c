// The signed-in user's own details and password.
import { gql } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { ChangeMyPasswordDocument, UpdateMyNameDocument } from "@/gql/graphql";

if (false) {
  gql`
    mutation UpdateMyName($name: String!) {
      updateMyName(name: $name) {
        id
        name
        email
        role
      }
    }
    mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
      changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
        token
      }
    }
  `;
}

export const useUpdateMyName = () => useMutation(UpdateMyNameDocument);
export const useChangeMyPassword = () => useMutation(ChangeMyPasswordDocument);
