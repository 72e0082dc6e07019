import "server-only";
import { db } from "@/lib/db";
import { Refused } from "@/lib/errors";
import { MESSAGES } from "../messages";
import type { ResendVerificationAnswer } from "../schemas";
import { sendVerificationEmail } from "./send-verification-email";

/**
 * Sends a new verification mail (older codes and links stop working) to the address waiting for
 * confirmation, else to the account's own unverified one; refused when there is nothing to verify.
 */
export async function resendVerificationEmail(accountId: number): Promise<ResendVerificationAnswer> {
  const account = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { id: true, username: true, email: true, emailVerified: true, pendingEmail: true },
  });
  const address = account.pendingEmail ?? (account.emailVerified >= 2 ? null : account.email);
  if (!address) throw new Refused(MESSAGES.alreadyVerified);
  const { sentAt } = await sendVerificationEmail(account, address);
  return { response: "sent", verificationEmailSentDateTime: sentAt?.toISOString() ?? null, message: MESSAGES.resendInfo };
}
