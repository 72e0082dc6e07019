import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { createShareLink } from "@/lib/share/create-share-link";
import { listShareLinks } from "@/lib/share/list-share-links";
import { createShareLinkAnswerSchema, createShareLinkSchema, shareLinksAnswerSchema } from "@/lib/share/schemas";

export const dynamic = "force-dynamic";

/** Every share link with its use and status (never a token). */
export const GET = route({ minLevel: LEVEL.admin, answer: shareLinksAnswerSchema }, async () => ({ links: await listShareLinks() }));

/** Creates a share link; the answer holds its token and URL, shown once. */
export const POST = route({ minLevel: LEVEL.admin, body: createShareLinkSchema, answer: createShareLinkAnswerSchema }, ({ session, body }) =>
  createShareLink(session, body),
);
