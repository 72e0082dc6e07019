import "server-only";
import { db } from "@/lib/db";
import { recordLoginFailure } from "../login-attempts";
import type { CurrentSession } from "../session";
import { linkHash } from "../verification/codes";
import { consumeVerification } from "../verification/redeem-code";
import { signInFromVerification, type VerifiedSignIn } from "./sign-in-from-verification";

type Context = { ip: string; requestId: string; userAgent: string | null };

/**
 * Signs in with the link of a login mail. The page calls this only when the person clicks
 * (mail scanners that fetch the link do not use it up). Null for an unknown, used or expired
 * link, or one sent to a different address than the one given.
 */
export async function confirmEmailLink(
  input: { linkId: string; email?: string },
  current: CurrentSession,
  context: Context,
): Promise<VerifiedSignIn | null> {
  const row = await db.verification.findUnique({ where: { linkHash: linkHash(input.linkId) } });
  const emailMatches = !input.email || row?.email.toLowerCase() === input.email.toLowerCase();
  if (!row || row.purpose !== "login" || !emailMatches || !(await consumeVerification(row.id))) {
    await recordLoginFailure(context.ip, null, { method: "email_link", requestId: context.requestId });
    return null;
  }
  return signInFromVerification(row, current, { ...context, method: "email_link", accountLanding: "/profile/" });
}
