// Apollo Client loads with the first signed-in page (app/layout/signed-in-layout.tsx),
// not on the login page; this remembers it once loaded, for the code that must reach it
// only if it exists (forgetting cached answers when the user changes).
import type * as ApolloModule from "./apollo";

let loaded: typeof ApolloModule | null = null;

/** Records that lib/apollo.ts is loaded. */
export function apolloLoaded(module: typeof ApolloModule): void {
  loaded = module;
}

/** lib/apollo.ts if it was loaded, else null. */
export function loadedApollo(): typeof ApolloModule | null {
  return loaded;
}
