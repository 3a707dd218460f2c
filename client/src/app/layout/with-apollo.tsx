// Apollo Client for the pages that need it: every signed-in page, and the few public
// ones that call GraphQL through it (accepting an invitation). Imported only by lazily
// loaded modules, so the login page's first visit does without it.
import type { ReactNode } from "react";
import { ApolloProvider } from "@apollo/client/react";
import * as apollo from "@/lib/apollo";
import { apolloLoaded } from "@/lib/apollo-loader";

apolloLoaded(apollo);

export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apollo.apolloClient}>{children}</ApolloProvider>;
}
