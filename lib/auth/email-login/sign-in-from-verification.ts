import "server-only";
import { db } from "@/lib/db";
import type { Verification } from "@/lib/generated/prisma/client";
import type { CurrentSession } from "../session";
import { completeAccountSignIn, completeQuickAccessSignIn, type SignInContext } from "../sign-in/complete-sign-in";

export type VerifiedSignIn = {
  answer:
    | { response: "success"; userLevel: number; email: string; redirect: string }
    | { response: "twofactor"; redirect: "/twofactor/"; userLevel: 0 };
  session: CurrentSession;
  cookies: string[];
};

type Context = SignInContext & { method: "email_code" | "email_link"; accountLanding: string };

/**
 * Signs in with a used-up login code or link: the account (its TOTP step still to come if it
 * has one), or level 2 quick access for the organisation. Null when the account has gone,
 * been disabled or changed its email since the code was sent.
 */
export async function signInFromVerification(
  row: Verification,
  current: CurrentSession,
  context: Context,
): Promise<VerifiedSignIn | null> {
  if (row.accountId) {
    const account = await db.account.findUnique({
      where: { id: row.accountId },
      select: { id: true, level: true, email: true, disabled: true, totpSecret: true },
    });
    if (!account || account.disabled || account.email.toLowerCase() !== row.email.toLowerCase()) return null;
    // Using the code proved the address works.
    await db.account.update({ where: { id: account.id }, data: { emailVerified: 2 } });
    const done = await completeAccountSignIn(current, { ...account, hasTotp: !!account.totpSecret }, {
      method: context.method,
      landing: context.accountLanding,
      context,
    });
    const answer =
      done.stage === "twofactor"
        ? { response: "twofactor" as const, redirect: "/twofactor/" as const, userLevel: 0 as const }
        : { response: "success" as const, userLevel: done.userLevel, email: done.email, redirect: done.redirect };
    return { session: done.session, cookies: done.cookies, answer };
  }
  if (!row.organisationId) return null;
  const done = await completeQuickAccessSignIn(current, { organisationId: row.organisationId, email: row.email }, {
    method: context.method,
    context,
  });
  return {
    session: done.session,
    cookies: done.cookies,
    answer: { response: "success", userLevel: done.userLevel, email: done.email, redirect: done.redirect },
  };
}
