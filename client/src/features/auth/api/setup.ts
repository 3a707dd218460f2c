// The first-run page's own request, apart from auth.ts: the login page, which every first
// visit loads, stays within its JavaScript budget (e2e/budget.spec.ts).
import { useRequest } from "@/lib/graphql-request";
import { SetUpWorkplaceDocument } from "@/gql/auth";

export const useSetUpWorkplace = () => useRequest(SetUpWorkplaceDocument);
