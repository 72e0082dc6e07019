import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { revokeShareLink } from "@/lib/share/revoke-share-link";
import { revokeShareLinkAnswerSchema, revokeShareLinkSchema } from "@/lib/share/schemas";

export const dynamic = "force-dynamic";

/** Revokes a share link at once. */
export const POST = route({ minLevel: LEVEL.admin, body: revokeShareLinkSchema, answer: revokeShareLinkAnswerSchema }, ({ session, body }) =>
  revokeShareLink(session, body.id),
);
