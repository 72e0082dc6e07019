import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { createSavedSearch } from "@/lib/alerts/create-saved-search";
import { listSavedSearches } from "@/lib/alerts/list-saved-searches";

export const dynamic = "force-dynamic";

// 200 SavedSearchesAnswer (lib/alerts/schemas.ts): the account's own saved searches.
export const GET = route("GET /api/saved_searches/", async ({ session }) => listSavedSearches(requireAccountId(session)));

// Body { name, frequency, criteria }. 200 { savedSearch }; 422 field errors, also when the account
// already has the most saved searches allowed (docs/product.md#opportunity-alerts).
export const POST = route("POST /api/saved_searches/", async ({ session, body }) => ({
  savedSearch: await createSavedSearch(session, requireAccountId(session), body),
}));
