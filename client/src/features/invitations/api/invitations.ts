// Invitations: managers send and manage them; invitees accept them from the e-mailed
// link. Also the e-mails the server gave up delivering, which managers see beside them. The operations are in invitations.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  AcceptInvitationDocument,
  FailedEmailsDocument,
  InvitationPreviewDocument,
  InvitationsDocument,
  InviteStaffDocument,
  ResendInvitationDocument,
  RevokeInvitationDocument,
} from "@/gql/graphql";

// An invitation makes the person a row of Manage Staff and the week editor at once.
const refetch = { refetchQueries: [InvitationsDocument, "Staff", "ScheduleEditor"], awaitRefetchQueries: true };

export const useInvitations = () => useQuery(InvitationsDocument);
export const useInviteStaff = () => useMutation(InviteStaffDocument, refetch);
export const useResendInvitation = () => useMutation(ResendInvitationDocument, refetch);
export const useRevokeInvitation = () => useMutation(RevokeInvitationDocument, refetch);
export const useInvitationPreview = (token: string) =>
  useQuery(InvitationPreviewDocument, { variables: { token }, fetchPolicy: "network-only" });
export const useAcceptInvitation = () => useMutation(AcceptInvitationDocument);
export const useFailedEmails = () => useQuery(FailedEmailsDocument);
