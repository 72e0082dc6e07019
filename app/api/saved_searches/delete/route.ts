import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { deleteSavedSearch } from "@/lib/alerts/delete-saved-search";

export const dynamic = "force-dynamic";

// Body { id }. 200 { response: "success" }; 404 when it is not this account's.
export const POST = route("POST /api/saved_searches/delete/", async ({ session, body }) => {
  await deleteSavedSearch(session, requireAccountId(session), body.id);
  return { response: "success" as const };
});
