import "server-only";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { reserveMailSend } from "@/lib/rate-limit/allow-mail-send";
import { currentRequest } from "@/lib/request-context";
import { noAccountResetMail } from "@/emails/no-access";
import { passwordResetCodeMail } from "@/emails/password-reset-code";
import { CODE_LIFETIME_MS } from "../verification/codes";
import { sendCodeMail, sendNoticeInsteadOfCode } from "../verification/send-code-mail";

/**
 * POST /api/auth/request_password_reset_code/: mails a reset code when the address belongs to
 * an active account, and otherwise a notice that there is no account with it. Both are the same
 * work (one code row, one mail) and get the same answer, so neither the answer nor its time tells
 * who has an account. The mail goes before the answer: when the mail server is down the person is
 * told so (503) rather than waiting for a code that will not come.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const account = await db.account.findUnique({ where: { email }, select: { id: true, username: true, disabled: true } });
  const budget = await reserveMailSend(email);
  if (!budget) return;
  const target = { purpose: "password_reset" as const, email, to: email, browserHash: currentRequest().session.hash };
  const active = account && !account.disabled;
  const sending = active
    ? sendCodeMail(
        { ...target, accountId: account.id },
        (issued) => passwordResetCodeMail({ code: issued.code, username: account.username, minutes: CODE_LIFETIME_MS / 60_000 }),
        "password_reset",
      )
    : sendNoticeInsteadOfCode(target, noAccountResetMail(), "password_reset_no_account");
  await sending.catch(async (error: unknown) => {
    await budget.giveBack();
    throw error;
  });
  logEvent("auth.password_reset_requested", { accountId: active ? account.id : undefined });
}
