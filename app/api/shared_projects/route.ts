import { route } from "@/lib/http/route";
import { openShareLink } from "@/lib/share/open-share-link";

export const dynamic = "force-dynamic";

/**
 * The read-only project list a share link opens, for whoever holds the link (no sign-in).
 * POST, not GET: each opening is counted on the link, and GET never changes state.
 */
export const POST = route("POST /api/shared_projects/", ({ body }) => openShareLink(body.token),
);
