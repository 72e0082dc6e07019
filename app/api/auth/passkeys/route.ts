import { route } from "@/lib/http/route";
import { LEVEL } from "@/lib/auth/levels";
import { requireAccountId } from "@/lib/auth/require-account";
import { listPasskeys } from "@/lib/auth/passkeys/manage-passkeys";
import { passkeysAnswerSchema } from "@/lib/auth/schemas";

export const dynamic = "force-dynamic";

// 200 { passkeys: [{ id, name, createdAt, lastUsedAt }] } of the signed-in account.
export const GET = route({ minLevel: LEVEL.account, answer: passkeysAnswerSchema }, async ({ session }) => ({
  passkeys: await listPasskeys(requireAccountId(session)),
}));
