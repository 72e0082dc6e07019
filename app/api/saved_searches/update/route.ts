import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { updateSavedSearch } from "@/lib/alerts/update-saved-search";

export const dynamic = "force-dynamic";

// Body { id, name?, frequency? }. 200 { savedSearch }; 404 when it is not this account's.
export const POST = route("POST /api/saved_searches/update/", async ({ session, body }) => ({
  savedSearch: await updateSavedSearch(session, requireAccountId(session), body),
}));
