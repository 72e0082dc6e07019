import "server-only";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { PasskeyLoginAnswer } from "../schemas";
import { reserveIpAttempt } from "../sign-in-attempts";
import { completeAccountSignIn } from "../sign-in/complete-sign-in";
import type { SignInResult } from "../sign-in/sign-in-result";
import { verifyPasskeyAssertion } from "./verify-passkey-assertion";

type Success = Extract<PasskeyLoginAnswer, { success: true }>;

/** POST /api/auth/login_with_passkey/: counted per IP first; a ceremony failure throws PasskeyRefused. */
export async function signInWithPasskey(assertion: AuthenticationResponseJSON): Promise<SignInResult<Success>> {
  const ipAttempt = await reserveIpAttempt();
  const account = await verifyPasskeyAssertion(assertion);
  const done = await completeAccountSignIn({ ...account, hasTotp: false }, { method: "passkey", landing: "/profile/", ipAttempt });
  return { answer: { success: true, userLevel: done.userLevel, email: done.email, redirect: done.redirect }, session: done.session };
}
