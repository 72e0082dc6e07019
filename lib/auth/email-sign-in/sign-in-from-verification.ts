import "server-only";
import { db } from "@/lib/db";
import type { Verification } from "@/lib/generated/prisma/client";
import type { Reservation } from "@/lib/rate-limit/count-hit";
import type { ConfirmEmailLoginAnswer } from "../schemas";
import { completeAccountSignIn, completeQuickAccessSignIn, type CompletedSignIn } from "../sign-in/complete-sign-in";
import type { SessionChange } from "../session-change";

type Success = Extract<ConfirmEmailLoginAnswer, { response: "success" | "twofactor" }>;

export type VerifiedSignIn = { answer: Success; session: SessionChange };

type Options = { method: "email_code" | "email_link"; accountLanding: string; ipAttempt: Reservation };

/**
 * Signs in with a used-up login code or link: the account (its TOTP step still to come if it
 * has one), or level 2 quick access for the organisation. Null when the account has gone,
 * been disabled or changed its email since the code was sent.
 */
export async function signInFromVerification(row: Verification, options: Options): Promise<VerifiedSignIn | null> {
  let done: CompletedSignIn;
  if (row.accountId) {
    const account = await db.account.findUnique({
      where: { id: row.accountId },
      select: { id: true, level: true, email: true, disabled: true, totpSecret: true },
    });
    if (!account || account.disabled || account.email.toLowerCase() !== row.email.toLowerCase()) return null;
    // Using the code proved the address works.
    await db.account.update({ where: { id: account.id }, data: { emailVerified: 2 } });
    done = await completeAccountSignIn({ ...account, hasTotp: !!account.totpSecret }, {
      method: options.method,
      landing: options.accountLanding,
      ipAttempt: options.ipAttempt,
    });
  } else if (row.organisationId) {
    done = await completeQuickAccessSignIn({ organisationId: row.organisationId, email: row.email }, options);
  } else {
    return null;
  }
  const answer: Success =
    done.stage === "twofactor"
      ? { response: "twofactor", redirect: "/twofactor/", userLevel: 0 }
      : { response: "success", userLevel: done.userLevel, email: done.email, redirect: done.redirect };
  return { answer, session: done.session };
}
