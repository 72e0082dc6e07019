import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { openShareLink } from "@/lib/share/open-share-link";
import { sharedProjectsAnswerSchema } from "@/lib/organisations/partner-schemas";
import { openShareLinkSchema } from "@/lib/share/schemas";

export const dynamic = "force-dynamic";

/**
 * The read-only project list a share link opens, for whoever holds the link (no sign-in).
 * POST, not GET: each opening is counted on the link, and GET never changes state.
 */
export const POST = route({ minLevel: LEVEL.anonymous, body: openShareLinkSchema, answer: sharedProjectsAnswerSchema }, ({ body, ip, requestId }) =>
  openShareLink(body.token, { ip, requestId }),
);
