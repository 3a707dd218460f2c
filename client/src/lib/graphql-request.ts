// A small GraphQL-over-fetch client for the screens before sign-in and for loading the
// signed-in user: the first visit then needs neither Apollo Client nor its cache, which
// load with the first signed-in page (app/layout/signed-in-layout.tsx).
import { useCallback, useState } from "react";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import i18next from "i18next";

/**
 * Sends one operation to /graphql with `token` (if any) and returns its data. GraphQL
 * errors throw a CombinedGraphQLErrors, as Apollo does, so errorMessage reads them alike;
 * a failed connection throws the fetch's TypeError.
 */
export async function request<TData, TVars extends Record<string, unknown>>(
  doc: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  token?: string | null,
): Promise<TData> {
  // The printer loads with the first request, not with the login page a first visit shows.
  const { print } = await import("graphql/language/printer");
  const res = await fetch("/graphql", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(i18next.language ? { "Accept-Language": i18next.language } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: print(doc), variables }),
  });
  const body = (await res.json()) as { data?: TData | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  if (body.errors?.length) throw new CombinedGraphQLErrors(body as never);
  if (!body.data) throw new Error(`HTTP ${res.status}`);
  return body.data;
}

/** The shape of Apollo's useMutation for forms: [run({ variables }), { loading }]. */
export function useRequest<TData, TVars extends Record<string, unknown>>(doc: TypedDocumentNode<TData, TVars>) {
  const [loading, setLoading] = useState(false);
  const run = useCallback(
    async ({ variables }: { variables: TVars }) => {
      setLoading(true);
      try {
        return { data: await request(doc, variables) };
      } finally {
        setLoading(false);
      }
    },
    [doc],
  );
  return [run, { loading }] as const;
}
