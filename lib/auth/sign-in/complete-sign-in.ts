import "server-only";
import type { Reservation } from "@/lib/rate-limit/count-hit";
import { effectiveLevel, LEVEL } from "../levels";
import { clearAccountFailures } from "../sign-in-attempts";
import { signInAs, type SessionChange } from "../session-change";

// What follows a factor that succeeded, the same for every way in: whether a second step is
// still needed, the failures it is right to clear, the session to start (a new id, the old one
// revoked, applied by the route wrapper) and where the person lands.

export type SignInMethod = "password" | "email_code" | "email_link" | "passkey" | "password_reset" | "totp";

type Account = { id: number; level: number; email: string; hasTotp: boolean };

export type CompletedSignIn = {
  session: SessionChange;
  /** "twofactor": the TOTP step comes next, at /twofactor/, then the landing page. */
  stage: "signed_in" | "twofactor";
  userLevel: number;
  email: string;
  redirect: string;
};

/** Completes an account's sign-in once `method` has succeeded. */
export async function completeAccountSignIn(
  account: Account,
  options: { method: SignInMethod; landing: string; remember?: boolean; ipAttempt?: Reservation },
): Promise<CompletedSignIn> {
  const { method, landing } = options;
  await options.ipAttempt?.giveBack();
  // A password, code, link or passkey proves the first factor: the password failures of the
  // account stop counting. TOTP and code failures are never cleared here (they outlive a
  // re-entered password by design).
  if (method !== "totp") await clearAccountFailures(account.id);
  const kind = options.remember ? "remembered" : "account";
  // A passkey with user verification is two factors already; the TOTP step is the second.
  const secondStep = account.hasTotp && method !== "passkey" && method !== "totp";
  const base = { accountId: account.id, level: account.level, kind, method } as const;
  if (secondStep) {
    return {
      session: signInAs({ ...base, stage: "pending_2fa", redirectTo: landing }),
      stage: "twofactor",
      userLevel: 0,
      email: account.email,
      redirect: "/twofactor/",
    };
  }
  return {
    session: signInAs({ ...base, stage: "active" }),
    stage: "signed_in",
    userLevel: effectiveLevel(account.level),
    email: account.email,
    redirect: landing,
  };
}

/** Level 2 quick access for a partner organisation's member, from an emailed code or link. */
export async function completeQuickAccessSignIn(
  visitor: { organisationId: number; email: string },
  options: { method: "email_code" | "email_link"; ipAttempt?: Reservation },
): Promise<CompletedSignIn> {
  await options.ipAttempt?.giveBack();
  return {
    session: signInAs({
      organisationId: visitor.organisationId,
      email: visitor.email,
      level: LEVEL.quickAccess,
      kind: "quickAccess",
      stage: "active",
      method: options.method,
    }),
    stage: "signed_in",
    userLevel: LEVEL.quickAccess,
    email: visitor.email,
    redirect: "/all_projects/",
  };
}
