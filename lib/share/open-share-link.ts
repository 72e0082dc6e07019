import "server-only";
import { clock } from "@/lib/clock";
import { sha256 } from "@/lib/crypto/tokens";
import { db } from "@/lib/db";
import { Gone, NotFound } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import type { SharedProjectsAnswer } from "@/lib/organisations/partner-schemas";
import { quickAccessViewer } from "@/lib/organisations/quick-access-viewer";
import { preparedProjects } from "@/lib/projects/prepared-lists/list-answers";
import { SHARE_MESSAGES as M } from "./messages";
import { shareLinkStatus } from "./share-link-view";

// A share-link holder gets the organisation's read-only project list, checked against the
// link on EVERY request: no session is started, so revoking or expiring the link cuts access
// at once. Each use is counted on the link and logged.

function refuse(status: 404 | 410, errorMessage: string, reason: string, shareLinkId?: number): never {
  logEvent("share_link.refused", { reason, shareLinkId });
  throw status === 404 ? new NotFound(errorMessage, { reason }) : new Gone(errorMessage, { reason });
}

export async function openShareLink(token: string): Promise<SharedProjectsAnswer> {
  const link = await db.shareLink.findUnique({
    where: { tokenHash: sha256(token) },
    select: { id: true, expiresAt: true, revokedAt: true, organisation: { select: { id: true, name: true } } },
  });
  if (!link) refuse(404, M.notValid, "unknown");
  const status = shareLinkStatus(link, clock.ms());
  if (status === "revoked") refuse(410, M.revoked, "revoked", link.id);
  if (status === "expired") refuse(410, M.expired, "expired", link.id);

  // Counted only while still valid, so a revocation committed a moment ago wins.
  const now = clock.now();
  const { count } = await db.shareLink.updateMany({
    where: { id: link.id, revokedAt: null, expiresAt: { gt: now } },
    data: { useCount: { increment: 1 }, lastUsedAt: now },
  });
  if (count === 0) refuse(410, M.revoked, "revoked", link.id);
  logEvent("share_link.used", { shareLinkId: link.id, organisationId: link.organisation.id });

  const projects = await preparedProjects(quickAccessViewer(link.organisation.id), "all");
  return { organisation: link.organisation, expiresAt: link.expiresAt.toISOString(), projects };
}
