import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { randomToken, sha256 } from "@/lib/crypto/tokens";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Invalid } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { endOfUkDay, expiryProblem, ukToday } from "./expiry";
import { SHARE_MESSAGES as M } from "./messages";
import type { CreatedShareLink, CreateShareLinkData } from "./schemas";
import { shareLinkSelect, shareLinkView } from "./share-link-view";

// A share link is 32 random bytes (256 bits) in base64url. Only its SHA-256 is stored, so the
// database (or a backup of it) cannot be used to open the list; the creator sees it once.

function shareUrl(token: string): string {
  return `${env().APP_URL}/share/?token=${token}`;
}

export async function createShareLink(session: CurrentSession, data: CreateShareLinkData): Promise<CreatedShareLink> {
  const problem = expiryProblem(data.expiresOn, ukToday(clock.now()));
  if (problem) throw new Invalid({ expiresOn: [problem] });
  const token = randomToken(32);
  const expiresAt = endOfUkDay(data.expiresOn);
  const link = await db.$transaction(async (tx) => {
    const organisation = await tx.organisation.findUnique({ where: { id: data.organisationId }, select: { name: true } });
    if (!organisation) throw new Invalid({ organisationId: [M.organisationUnknown] });
    const created = await tx.shareLink.create({
      data: {
        organisationId: data.organisationId,
        tokenHash: sha256(token),
        label: data.label,
        createdById: session.accountId,
        expiresAt,
      },
      select: shareLinkSelect,
    });
    await logActivity(tx, {
      session,
      action: "share_link.create",
      entityType: "share_link",
      entityId: created.id,
      summary: `Created a share link for ${organisation.name}${data.label ? ` (${data.label})` : ""}`,
      after: { organisation: organisation.name, label: data.label, expires: data.expiresOn, status: "Active" },
    });
    return created;
  });
  logEvent("share_link.created", {
    shareLinkId: link.id,
    organisationId: link.organisationId,
    accountId: session.accountId,
    expiresAt: expiresAt.toISOString(),
  });
  return { link: shareLinkView(link), token, url: shareUrl(token) };
}
