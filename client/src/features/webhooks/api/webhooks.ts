// Managers' webhooks: endpoints, their delivery log, redelivery. The operations are in
// webhooks.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  RedeliverWebhookDocument,
  WebhooksDocument,
} from "@/gql/graphql";

const refetch = { refetchQueries: [WebhooksDocument], awaitRefetchQueries: true };

export const useWebhooks = () => useQuery(WebhooksDocument, { fetchPolicy: "cache-and-network" });
export const useCreateWebhook = () => useMutation(CreateWebhookDocument, refetch);
export const useDeleteWebhook = () => useMutation(DeleteWebhookDocument, refetch);
export const useRedeliverWebhook = () => useMutation(RedeliverWebhookDocument, refetch);
