import "server-only";
import { logEvent } from "@/lib/log";
import type { Reservation } from "@/lib/rate-limit/count-hit";
import { effectiveLevel, LEVEL } from "../levels";
import { clearAccountFailures } from "../login-attempts";
import { startSession, type CurrentSession } from "../session";
import { shortenPendingSession } from "../two-factor/pending-session";

// What follows a factor that succeeded, the same for every way in: whether a second step is
// still needed, a new session id (the old one revoked), the failures it is right to clear, the
// last sign-in time (startSession), the `auth.login` log line and where the person lands.

export type SignInMethod = "password" | "email_code" | "email_link" | "passkey" | "password_reset" | "totp";

export type SignInContext = {
  ip: string;
  requestId: string;
  userAgent: string | null;
  /** The per-IP attempt reserved for this request: a success gives it back. */
  ipAttempt?: Reservation;
};

type Account = { id: number; level: number; email: string; hasTotp: boolean };

export type CompletedSignIn = {
  session: CurrentSession;
  cookies: string[];
  /** "twofactor": the TOTP step comes next, at /twofactor/, then `redirect` is where it lands. */
  stage: "signed_in" | "twofactor";
  userLevel: number;
  email: string;
  redirect: string;
};

/** Completes an account's sign-in once `method` has succeeded. */
export async function completeAccountSignIn(
  current: CurrentSession,
  account: Account,
  options: { method: SignInMethod; landing: string; remember?: boolean; context: SignInContext },
): Promise<CompletedSignIn> {
  const { method, landing, context } = options;
  await context.ipAttempt?.giveBack();
  // A password, code, link or passkey proves the first factor: the password failures of the
  // account stop counting. TOTP and code failures are never cleared here (they outlive a
  // re-entered password by design).
  if (method !== "totp") await clearAccountFailures(account.id);
  const kind = options.remember ? "remembered" : "account";
  // A passkey with user verification is two factors already; the TOTP step is the second.
  const secondStep = account.hasTotp && method !== "passkey" && method !== "totp";
  const started = await startSession(current, {
    accountId: account.id,
    level: account.level,
    kind,
    stage: secondStep ? "pending_2fa" : "active",
    userAgent: context.userAgent,
  });
  const fields = { requestId: context.requestId, ip: context.ip, accountId: account.id, method };
  if (secondStep) {
    await shortenPendingSession(started.session.hash, landing);
    logEvent("auth.login_second_step", fields);
    return { ...started, stage: "twofactor", userLevel: 0, email: account.email, redirect: "/twofactor/" };
  }
  logEvent("auth.login", fields);
  return { ...started, stage: "signed_in", userLevel: effectiveLevel(account.level), email: account.email, redirect: landing };
}

/** Level 2 quick access for a partner organisation's member, from an emailed code or link. */
export async function completeQuickAccessSignIn(
  current: CurrentSession,
  visitor: { organisationId: number; email: string },
  options: { method: "email_code" | "email_link"; context: SignInContext },
): Promise<CompletedSignIn> {
  const { context } = options;
  await context.ipAttempt?.giveBack();
  const started = await startSession(current, {
    organisationId: visitor.organisationId,
    email: visitor.email,
    level: LEVEL.quickAccess,
    kind: "quickAccess",
    userAgent: context.userAgent,
  });
  logEvent("auth.login", { requestId: context.requestId, ip: context.ip, organisationId: visitor.organisationId, method: options.method });
  return { ...started, stage: "signed_in", userLevel: LEVEL.quickAccess, email: visitor.email, redirect: "/all_projects/" };
}
