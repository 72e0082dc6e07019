import "server-only";
import { db } from "@/lib/db";
import { MESSAGES } from "../messages";
import type { z } from "zod";
import type { ConfirmEmailLoginAnswer, confirmEmailLinkRefusalSchema } from "../schemas";
import { logSignInFailure, reserveIpAttempt } from "../sign-in-attempts";
import type { SignInResult } from "../sign-in/sign-in-result";
import { linkHash } from "../verification/codes";
import { consumeVerification } from "../verification/redeem-code";
import { signInFromVerification } from "./sign-in-from-verification";

type Success = Extract<ConfirmEmailLoginAnswer, { response: "success" | "twofactor" }>;
type Refusal = z.infer<typeof confirmEmailLinkRefusalSchema>;

const LINK_ERROR: Refusal = { errors: { link_id: [MESSAGES.linkExpired] }, errorMessage: MESSAGES.linkExpired };

/**
 * POST /api/confirm_email_login/: signs in with the link of a login mail. The page calls this
 * only when the person clicks (mail scanners that fetch the link do not use it up). Refused for
 * an unknown, used or expired link, or one sent to a different address than the one given. Link
 * ids are 122 random bits: the per-IP limit is all a guesser needs.
 */
export async function signInWithLink(input: { linkId: string; email?: string }): Promise<SignInResult<Success, Refusal>> {
  const ipAttempt = await reserveIpAttempt();
  const row = await db.verification.findUnique({ where: { linkHash: linkHash(input.linkId) } });
  const emailMatches = !input.email || row?.email.toLowerCase() === input.email.toLowerCase();
  if (!row || row.purpose !== "login" || !emailMatches || !(await consumeVerification(row.id))) {
    logSignInFailure({ method: "email_link" });
    return { refused: LINK_ERROR };
  }
  const signedIn = await signInFromVerification(row, { method: "email_link", accountLanding: "/profile/", ipAttempt });
  return signedIn ?? { refused: LINK_ERROR };
}
