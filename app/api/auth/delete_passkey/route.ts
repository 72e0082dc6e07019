import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { requireFreshProof } from "@/lib/auth/reauth/fresh-proof";
import { deletePasskey } from "@/lib/auth/passkeys/manage-passkeys";

export const dynamic = "force-dynamic";

// Body { id }. 200 { response: "success" }; 404 { errorMessage } when it is not one of the account's;
// 403 { errorMessage, reauthenticate: true } without a proof in the last 5 minutes.
export const POST = route("POST /api/auth/delete_passkey/", async ({ body, session }) => {
  const accountId = requireAccountId(session);
  requireFreshProof(session);
  await deletePasskey(accountId, body.id);
  return { response: "success" as const };
});
