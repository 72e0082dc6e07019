import { route } from "@/lib/http/route";
import { createShareLink } from "@/lib/share/create-share-link";
import { listShareLinks } from "@/lib/share/list-share-links";

export const dynamic = "force-dynamic";

/** Every share link with its use and status (never a token). */
export const GET = route("GET /api/share_links/", async () => ({ links: await listShareLinks() }));

/** Creates a share link; the answer holds its token and URL, shown once. */
export const POST = route("POST /api/share_links/", ({ session, body }) =>
  createShareLink(session, body),
);
