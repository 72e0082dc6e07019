import "server-only";
import { db } from "@/lib/db";
import { logError, logEvent } from "@/lib/log";
import { currentRequest } from "@/lib/request-context";
import { reserveMailSend, type MailBudget } from "@/lib/rate-limit/allow-mail-send";
import { passwordResetCodeMail } from "@/emails/password-reset-code";
import { CODE_LIFETIME_MS } from "../verification/codes";
import { sendCodeMail } from "../verification/send-code-mail";

/**
 * Mails a reset code when the address belongs to an active account. The caller answers the
 * same whether or not it did, so the answer does not tell who has an account — nor does its
 * timing: the code is issued and mailed after the answer has gone
 * (docs/product.md#security-parameters). A mail that cannot go leaves no valid code behind
 * (sendCodeMail) and is logged.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const budget = await reserveMailSend(email);
  const account = await db.account.findUnique({ where: { email }, select: { id: true, username: true, disabled: true } });
  if (!budget) return;
  // Nobody to mail: the address's budget counts only mails that go.
  if (!account || account.disabled) return budget.giveBack();
  void mailResetCode(email, account, currentRequest().session.hash, budget).catch((error: unknown) =>
    logError("auth.password_reset_mail_failed", error, { accountId: account.id }),
  );
}

async function mailResetCode(
  email: string,
  account: { id: number; username: string },
  browserHash: string,
  budget: MailBudget,
): Promise<void> {
  await sendCodeMail(
    { purpose: "password_reset", email, to: email, accountId: account.id, browserHash },
    (issued) => passwordResetCodeMail({ code: issued.code, username: account.username, minutes: CODE_LIFETIME_MS / 60_000 }),
    "password_reset",
  ).catch(async (error: unknown) => {
    await budget.giveBack();
    throw error;
  });
  logEvent("auth.password_reset_requested", { accountId: account.id });
}
