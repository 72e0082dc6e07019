import { route } from "@/lib/http/route";
import { db } from "@/lib/db";
import { Refused } from "@/lib/errors";
import { LEVEL } from "@/lib/auth/levels";
import { MESSAGES } from "@/lib/auth/messages";
import { requireAccountId } from "@/lib/auth/require-account";
import { sendVerificationEmail } from "@/lib/auth/profile/send-verification-email";

export const dynamic = "force-dynamic";

// GET by the spec's contract. 200 { response: "sent", verificationEmailSentDateTime, message };
// older codes and links stop working. The mail goes to the address waiting for confirmation,
// else to the account's own unverified one; 422 { errorMessage } when there is nothing to verify.
// Only the app's own pages can call it (changesState): another site cannot spend the mail budget.
export const GET = route({ minLevel: LEVEL.account, changesState: true }, async ({ session, ip, requestId }) => {
  const accountId = requireAccountId(session);
  const account = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { id: true, username: true, email: true, emailVerified: true, pendingEmail: true },
  });
  const address = account.pendingEmail ?? (account.emailVerified >= 2 ? null : account.email);
  if (!address) throw new Refused(MESSAGES.alreadyVerified);
  const { sentAt } = await sendVerificationEmail(account, address, { ip, requestId });
  return { response: "sent", verificationEmailSentDateTime: sentAt?.toISOString() ?? null, message: MESSAGES.resendInfo };
});
