import { route } from "@/lib/http/route";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/errors";
import { LEVEL } from "@/lib/auth/levels";
import { MESSAGES } from "@/lib/auth/messages";
import { requireAccountId } from "@/lib/auth/require-account";
import { sendVerificationEmail } from "@/lib/auth/profile/send-verification-email";

export const dynamic = "force-dynamic";

// GET by the spec's contract. 200 { response: "sent", verificationEmailSentDateTime, message };
// older codes and links stop working. 422 { errorMessage } when the address is already verified.
// Only the app's own pages can call it (changesState): another site cannot spend the mail budget.
export const GET = route({ minLevel: LEVEL.account, changesState: true }, async ({ session, ip, requestId }) => {
  const accountId = requireAccountId(session);
  const account = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { id: true, username: true, email: true, emailVerified: true },
  });
  if (account.emailVerified >= 2) throw new HttpError(422, { errorMessage: MESSAGES.alreadyVerified });
  const { sentAt } = await sendVerificationEmail(account, account.email, { ip, requestId });
  return { response: "sent", verificationEmailSentDateTime: sentAt?.toISOString() ?? null, message: MESSAGES.resendInfo };
});
