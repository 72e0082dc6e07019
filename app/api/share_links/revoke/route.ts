import { route } from "@/lib/http/route";
import { revokeShareLink } from "@/lib/share/revoke-share-link";

export const dynamic = "force-dynamic";

/** Revokes a share link at once. */
export const POST = route("POST /api/share_links/revoke/", ({ session, body }) =>
  revokeShareLink(session, body.id),
);
