import "server-only";
import type { Reservation } from "@/lib/rate-limit/count-hit";
import { effectiveLevel, LEVEL } from "../../levels";
import { clearAccountFailures } from "../sign-in-attempts";
import { signInAs, type SessionChange } from "../session-change";
import { refuseUnlessThroughProvider } from "../sso/provider-only";

// What follows a factor that succeeded, the same for every way in: whether a second step is
// still needed, the failures it is right to clear, the session to start (a new id, the old one
// revoked, applied by the route wrapper) and where the person lands.

type SignInMethod = "password" | "email_code" | "email_link" | "passkey" | "password_reset" | "totp" | "oidc";

type Account = { id: number; level: number; email: string; hasTotp: boolean };

export type CompletedSignIn = {
  session: SessionChange;
  /** "twofactor": the TOTP step comes next, at /twofactor/, then the landing page. */
  stage: "signed_in" | "twofactor";
  userLevel: number;
  email: string;
  redirect: string;
};

type AccountSignInOptions = {
  method: SignInMethod;
  landing: string;
  remember?: boolean;
  ipAttempt?: Reservation;
  /**
   * The organisation's identity provider the first factor came from ("oidc", or the TOTP step
   * that follows one): the session ends with that provider and lasts at most OIDC_SESSION_HOURS.
   */
  identityProviderId?: number;
  /** The provider enforces MFA and the ID token's amr shows it: the TOTP step is not asked. */
  mfaAtProvider?: boolean;
};

/** Completes an account's sign-in once `method` has succeeded. */
export async function completeAccountSignIn(account: Account, options: AccountSignInOptions): Promise<CompletedSignIn> {
  const { method, landing, identityProviderId } = options;
  await options.ipAttempt?.giveBack();
  // An organisation may allow only its own provider for its domains (administrators exempt).
  const throughProvider = method === "oidc" || (method === "totp" && identityProviderId !== undefined);
  if (!throughProvider && effectiveLevel(account.level) < LEVEL.admin) await refuseUnlessThroughProvider(account.email, method);
  // A password, code, link or passkey proves the first factor: the password failures of the
  // account stop counting. TOTP and code failures are never cleared here (they outlive a
  // re-entered password by design).
  if (method !== "totp") await clearAccountFailures(account.id);
  const kind = options.remember ? "remembered" : "account";
  // A passkey with user verification is two factors already; the TOTP step is the second.
  // So is a provider's sign-in when the organisation says it enforces MFA and the token shows it.
  const secondStep = account.hasTotp && method !== "passkey" && method !== "totp" && !(method === "oidc" && options.mfaAtProvider);
  const base = { accountId: account.id, level: account.level, kind, method, identityProviderId } as const;
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

/** Level 2 quick access for a partner organisation's member, from an emailed code or link or its provider. */
export async function completeQuickAccessSignIn(
  visitor: { organisationId: number; email: string },
  options: { method: "email_code" | "email_link" | "oidc"; ipAttempt?: Reservation; identityProviderId?: number },
): Promise<CompletedSignIn> {
  await options.ipAttempt?.giveBack();
  if (options.method !== "oidc") await refuseUnlessThroughProvider(visitor.email, options.method);
  return {
    session: signInAs({
      organisationId: visitor.organisationId,
      email: visitor.email,
      level: LEVEL.quickAccess,
      kind: "quickAccess",
      stage: "active",
      method: options.method,
      identityProviderId: options.identityProviderId,
    }),
    stage: "signed_in",
    userLevel: LEVEL.quickAccess,
    email: visitor.email,
    redirect: "/all_projects/",
  };
}
