// The signed-in person's personal API tokens. Operations in tokens.graphql.
import { useMutation, useQuery } from "@apollo/client/react";
import { ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument } from "@/gql/graphql";

const refetch = { refetchQueries: [ApiTokensDocument], awaitRefetchQueries: true };

export const useApiTokens = () => useQuery(ApiTokensDocument, { fetchPolicy: "cache-and-network" });
export const useCreateApiToken = () => useMutation(CreateApiTokenDocument, refetch);
export const useRevokeApiToken = () => useMutation(RevokeApiTokenDocument, refetch);
