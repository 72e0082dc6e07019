import "server-only";
import { db } from "@/lib/db";
import type { Verification } from "@/lib/generated/prisma/client";
import { logEvent } from "@/lib/log";
import { effectiveLevel, LEVEL } from "../levels";
import { clearAccountFailures } from "../login-attempts";
import { startSession, type CurrentSession } from "../session";
import { shortenPendingSession } from "../two-factor/pending-session";

export type VerifiedSignIn = {
  answer:
    | { response: "success"; userLevel: number; email: string; redirect: string }
    | { response: "twofactor"; redirect: "/twofactor/"; userLevel: 0 };
  session: CurrentSession;
  cookies: string[];
};

type Context = { ip: string; requestId: string; userAgent: string | null; method: string; accountLanding: string };

/**
 * Starts the session a used-up login code or link grants: the account's (its TOTP step still
 * to come if it has one), or level 2 quick access for the organisation. Null when the account
 * has gone, been disabled or changed its email since the code was sent.
 */
export async function signInFromVerification(
  row: Verification,
  current: CurrentSession,
  context: Context,
): Promise<VerifiedSignIn | null> {
  const base = { userAgent: context.userAgent };
  if (row.accountId) {
    const account = await db.account.findUnique({
      where: { id: row.accountId },
      select: { id: true, level: true, email: true, disabled: true, totpSecret: true },
    });
    if (!account || account.disabled || account.email.toLowerCase() !== row.email.toLowerCase()) return null;
    // Using the code proved the address works.
    await db.account.update({ where: { id: account.id }, data: { emailVerified: 2 } });
    await clearAccountFailures(account.id);
    if (account.totpSecret) {
      const started = await startSession(current, { ...base, accountId: account.id, level: account.level, kind: "account", stage: "pending_2fa" });
      await shortenPendingSession(started.session.hash, context.accountLanding);
      logEvent("auth.login_second_step", { requestId: context.requestId, ip: context.ip, accountId: account.id, method: context.method });
      return { ...started, answer: { response: "twofactor", redirect: "/twofactor/", userLevel: 0 } };
    }
    const started = await startSession(current, { ...base, accountId: account.id, level: account.level, kind: "account" });
    logEvent("auth.login", { requestId: context.requestId, ip: context.ip, accountId: account.id, method: context.method });
    const answer = { response: "success" as const, userLevel: effectiveLevel(account.level), email: account.email, redirect: context.accountLanding };
    return { ...started, answer };
  }
  if (!row.organisationId) return null;
  const started = await startSession(current, {
    ...base,
    organisationId: row.organisationId,
    email: row.email,
    level: LEVEL.quickAccess,
    kind: "quickAccess",
  });
  logEvent("auth.login", { requestId: context.requestId, ip: context.ip, organisationId: row.organisationId, method: context.method });
  return { ...started, answer: { response: "success", userLevel: LEVEL.quickAccess, email: row.email, redirect: "/all_projects/" } };
}
