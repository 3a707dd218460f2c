import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** The sentence to show a person for a failed call: the server's message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message)?.message;
    if (message) return message;
  }
  return fallback;
}

/** The `extensions.code` of the first GraphQL error, if any. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}

/** The `extensions.reason` of the first GraphQL error, if any: a refusal the client answers in its own way (REASON_REQUIRED). */
export function errorReason(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const reason = error.errors[0]?.extensions?.reason;
    return typeof reason === "string" ? reason : undefined;
  }
  return undefined;
}
