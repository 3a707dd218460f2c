// The one Apollo Client of the app: HTTP for queries and mutations, a WebSocket
// (graphql-ws) for subscriptions, the JWT on every call, and errors logged.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { OperationTypeNode } from "graphql";
import { from, mergeMap } from "rxjs";
import type { Client as WsClient } from "graphql-ws/client";
import { getToken } from "./token-storage";

const GRAPHQL_PATH = "/graphql";

const authLink = new SetContextLink((prev) => {
  const token = getToken();
  if (!token) return {};
  return { headers: { ...prev.headers, Authorization: `Bearer ${token}` } };
});

const errorLink = new ErrorLink(({ error, operation }) => {
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      console.warn(`[GraphQL] ${operation.operationName ?? "operation"}: ${e.message}`, e.extensions?.code ?? "");
    }
  } else {
    console.warn(`[network] ${operation.operationName ?? "operation"}: ${error.message}`);
  }
});

const httpLink = new HttpLink({ uri: GRAPHQL_PATH });

// The WebSocket code is only needed once someone is signed in, so it is loaded on
// first use instead of with the login page.
let wsClient: WsClient | null = null;
let wsLinkPromise: Promise<ApolloLink> | null = null;

// Called when the live-update socket connects again after it dropped: whatever was
// pushed meanwhile was missed, so listeners read it again.
const reconnectListeners = new Set<() => void>();

/** Calls listener each time the live-update socket reconnects; returns the unsubscribe. */
export function onRealtimeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}${GRAPHQL_PATH}`;
}

function loadWsLink(): Promise<ApolloLink> {
  if (!wsLinkPromise) {
    wsLinkPromise = Promise.all([import("graphql-ws/client"), import("@apollo/client/link/subscriptions")]).then(
      ([{ createClient }, { GraphQLWsLink }]) => {
        wsClient = createClient({
          url: wsUrl(),
          lazy: true,
          connectionParams: () => ({ token: getToken() ?? "" }),
          retryAttempts: 10,
          shouldRetry: () => true,
          on: {
            connected: (_socket, _payload, wasRetry) => {
              if (wasRetry) reconnectListeners.forEach((listener) => listener());
            },
          },
        });
        return new GraphQLWsLink(wsClient);
      },
    );
  }
  return wsLinkPromise;
}

const lazyWsLink = new ApolloLink((operation, forward) =>
  from(loadWsLink()).pipe(mergeMap((link) => link.request(operation, forward))),
);

/** Closes the live-update socket; the next subscription opens a new one with the current token. */
export function resetRealtime(): void {
  if (wsClient) void wsClient.dispose();
  wsClient = null;
  wsLinkPromise = null;
}

const transport = ApolloLink.split(
  (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
  lazyWsLink,
  httpLink,
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, authLink, transport]),
  cache: new InMemoryCache({
    // A week's draft has no id of its own: its Friday identifies it, so an edit's answer
    // updates the editor's query in place.
    typePolicies: { WeekDraft: { keyFields: ["weekStarting"] } },
  }),
});
