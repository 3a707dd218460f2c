// The frame of every signed-in page, loaded on demand: it brings Apollo Client (the
// login page does without it) and the navigation bar.
import { Outlet } from "react-router-dom";
import { ApolloProvider } from "@apollo/client/react";
import * as apollo from "@/lib/apollo";
import { apolloLoaded } from "@/lib/apollo-loader";
import { Navbar } from "./navbar";

apolloLoaded(apollo);

export default function SignedInLayout() {
  return (
    <ApolloProvider client={apollo.apolloClient}>
      <Navbar />
      <main id="main" className="main">
        <Outlet />
      </main>
    </ApolloProvider>
  );
}
