// The GraphQL IDE the server shows browsers at /graphql: a second entry of the build
// (graphiql.html), so its files are hashed and served by the binary like the app's, and
// none of it loads with the app. GraphiQL 4 edits with CodeMirror 5, which runs under
// the app's policy (no inline script or style, no eval); GraphiQL 5's Monaco editor
// does not.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GraphiQL } from "graphiql";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import "graphiql/style.css";
import "./graphiql.css";

const socket = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/graphql`;
const fetcher = createGraphiQLFetcher({ url: "/graphql", subscriptionUrl: socket });

createRoot(document.getElementById("graphiql")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={"# Sign in, then add the token under Headers:\n# { \"Authorization\": \"Bearer <token>\" }\n{\n  me {\n    id\n    name\n  }\n}\n"} />
  </StrictMode>,
);
