import "server-only";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { logEvent } from "@/lib/log";
import { currentRequest } from "@/lib/request-context";
import { proofMethodsOf } from "../reauth/proof-methods";
import { reauthenticate } from "../reauth/reauthenticate";
import { completeAccountSignIn } from "../sign-in/complete-sign-in";
import { logSignIn, signedInAnswer, type SsoSignInResult } from "./finish-sign-in";
import { loadProvider } from "./load-provider";
import { SSO_MESSAGES as M } from "./messages";
import { dropPendingLink, readPendingLink, takePendingLink } from "./pending-link";
import { recordLink } from "./record-link";
import type { ConfirmSsoLinkInput, PendingSsoLinkAnswer } from "./schemas";

// "Confirm it's you" after a provider's first sign-in matched an account that must prove itself
// before it is linked (pending-link.ts). The proof is the re-authentication's own (the password,
// or a passkey for an account without one), so wrong ones count as sign-in failures of the
// account and of this browser's session, which ends after five. Only after it holds is the
// identity recorded; then the sign-in ends as every provider sign-in does (the TOTP step unless
// the provider is trusted for MFA and showed it, or the proof was a passkey).

const refuse = (errorMessage: string, status = 422): SsoSignInResult => ({ refused: { errorMessage }, status });

/** GET: whether this browser has a link waiting, for whom, and the proofs its account can give. */
export async function describePendingLink(): Promise<PendingSsoLinkAnswer> {
  const pending = await readPendingLink(currentRequest().session.hash);
  const provider = pending ? await loadProvider({ id: pending.providerId }) : null;
  if (!pending || !provider) return { pending: false };
  const methods = await proofMethodsOf(pending.accountId).catch(() => null);
  if (!methods) return { pending: false };
  return { pending: true, organisation: provider.organisation, password: methods.password, passkey: methods.passkey };
}

export async function confirmSsoLink(input: ConfirmSsoLinkInput): Promise<SsoSignInResult> {
  const { session } = currentRequest();
  const pending = await readPendingLink(session.hash);
  if (!pending) return refuse(M.confirmLinkExpired);
  const provider = await loadProvider({ id: pending.providerId });
  const account = await db.account.findUnique({
    where: { id: pending.accountId },
    select: { id: true, username: true, email: true, level: true, disabled: true, totpSecret: true },
  });
  if (!provider?.enabled || !account || account.disabled || account.email.toLowerCase() !== pending.email.toLowerCase()) {
    await dropPendingLink(session.hash);
    return refuse(provider?.enabled ? M.cannotSignIn : M.unavailable);
  }
  const proof = "password" in input ? "password" : "passkey";
  await reauthenticate(account.id, "password" in input ? { password: input.password } : { credential: input.credential as AuthenticationResponseJSON });

  let linked: boolean;
  try {
    linked = await db.$transaction(async (tx) => {
      if (!(await takePendingLink(tx, session.hash, pending))) return false;
      await recordLink(tx, provider, account, pending, proof);
      return true;
    });
  } catch (error) {
    // The identity was linked meanwhile (another browser's confirmation): this one starts again.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") linked = false;
    else throw error;
  }
  if (!linked) return refuse(M.confirmLinkExpired);
  logEvent("auth.sso_linked", { accountId: account.id, providerId: provider.id, proof });

  const done = await completeAccountSignIn(
    { id: account.id, level: account.level, email: account.email, hasTotp: !!account.totpSecret },
    {
      method: "oidc",
      landing: pending.returnTo ?? "/my_projects/",
      identityProviderId: provider.id,
      // A passkey with user verification is two factors already, as at sign-in.
      mfaAtProvider: pending.mfaAtProvider || proof === "passkey",
    },
  );
  await logSignIn(provider, { accountId: account.id, userName: account.username, email: account.email }, done);
  return signedInAnswer(done);
}
