import "server-only";
import { db } from "@/lib/db";
import { logLoginFailure } from "../login-attempts";
import type { CurrentSession } from "../session";
import type { SignInContext } from "../sign-in/complete-sign-in";
import { linkHash } from "../verification/codes";
import { consumeVerification } from "../verification/redeem-code";
import { signInFromVerification, type VerifiedSignIn } from "./sign-in-from-verification";

/**
 * Signs in with the link of a login mail. The page calls this only when the person clicks
 * (mail scanners that fetch the link do not use it up). Null for an unknown, used or expired
 * link, or one sent to a different address than the one given. Link ids are 122 random bits:
 * the per-IP limit (reserved by the caller) is all a guesser needs.
 */
export async function confirmEmailLink(
  input: { linkId: string; email?: string },
  current: CurrentSession,
  context: SignInContext,
): Promise<VerifiedSignIn | null> {
  const row = await db.verification.findUnique({ where: { linkHash: linkHash(input.linkId) } });
  const emailMatches = !input.email || row?.email.toLowerCase() === input.email.toLowerCase();
  if (!row || row.purpose !== "login" || !emailMatches || !(await consumeVerification(row.id))) {
    logLoginFailure(context.ip, { method: "email_link", requestId: context.requestId });
    return null;
  }
  return signInFromVerification(row, current, { ...context, method: "email_link", accountLanding: "/profile/" });
}
