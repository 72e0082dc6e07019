import "server-only";
import { db } from "@/lib/db";
import { shareLinkSelect, shareLinkView } from "./share-link-view";
import type { ShareLinkView } from "./schemas";

/** Every share link, newest first: any admin can see and revoke any of them. */
export async function listShareLinks(): Promise<ShareLinkView[]> {
  const rows = await db.shareLink.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: shareLinkSelect });
  return rows.map(shareLinkView);
}
