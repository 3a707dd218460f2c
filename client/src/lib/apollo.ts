// The one Apollo Client of the app: HTTP for queries and mutations (sent as persisted
// query hashes), a WebSocket (graphql-ws) for subscriptions, the JWT on every call, and
// errors logged.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import i18next from "i18next";
import { ErrorLink } from "@apollo/client/link/error";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { OperationTypeNode } from "graphql";
import { from, mergeMap } from "rxjs";
import type { Client as WsClient } from "graphql-ws/client";
import { typePolicies } from "./type-policies";
import { getToken } from "./token-storage";

const GRAPHQL_PATH = "/graphql";

const authLink = new SetContextLink((prev) => {
  const token = getToken();
  if (!token) return {};
  return { headers: { ...prev.headers, Authorization: `Bearer ${token}` } };
});

// The server writes its own texts (error messages, audit sentences, token scope
// descriptions) in the language the app shows, which may not be the browser's.
const languageLink = new SetContextLink((prev) =>
  i18next.language ? { headers: { ...prev.headers, "Accept-Language": i18next.language } } : {},
);

// Texts the server wrote in the language left behind are asked for again.
i18next.on("languageChanged", () => {
  void apolloClient.refetchQueries({ include: "active" });
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

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// Requests carry the document's SHA-256 instead of the document, which is sent only
// when the server does not know it yet (automatic persisted queries). Web Crypto exists
// only in secure contexts (https, localhost, 127.0.0.1): served over plain http to
// another host, the client sends whole documents, as the server also accepts, rather
// than ship a SHA-256 of its own. POST throughout: every answer depends on the
// Authorization header, so no shared cache could keep a GET's, and the server's read
// cache serves POSTs.
const requestLink =
  typeof crypto !== "undefined" && crypto.subtle
    ? ApolloLink.from([new PersistedQueryLink({ sha256 }), httpLink])
    : httpLink;

// The WebSocket code is only needed once someone is signed in, so it is loaded on
// first use instead of with the login page.
let wsClient: WsClient | null = null;
let wsLinkPromise: Promise<ApolloLink> | null = null;

// Called each time the live-update socket connects: whatever was created before the
// subscription listened (the first time, since the page's first poll; later, while the
// socket was down) was not pushed, so listeners read it again. They are called a moment
// after the connection, once the server has surely registered the subscription, so that
// nothing falls between their read and the first push.
const connectListeners = new Set<() => void>();
const CONNECT_SETTLE_MS = 300;

/** Calls listener each time the live-update socket (re)connects; returns the unsubscribe. */
export function onRealtimeConnect(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => {
    connectListeners.delete(listener);
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
            connected: () => {
              setTimeout(() => connectListeners.forEach((listener) => listener()), CONNECT_SETTLE_MS);
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
  requestLink,
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, authLink, languageLink, transport]),
  cache: new InMemoryCache({ typePolicies }),
});
