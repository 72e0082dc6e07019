import { route } from "@/lib/http/route";
import { requireAccountId } from "@/lib/auth/require-account";
import { listPasskeys } from "@/lib/auth/passkeys/manage-passkeys";

export const dynamic = "force-dynamic";

// 200 { passkeys: [{ id, name, createdAt, lastUsedAt }] } of the signed-in account.
export const GET = route("GET /api/auth/passkeys/", async ({ session }) => ({
  passkeys: await listPasskeys(requireAccountId(session)),
}));
