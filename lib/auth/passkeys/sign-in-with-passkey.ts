import "server-only";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { reserveIpAttempt } from "../login-attempts";
import type { PasskeyLoginAnswer } from "../schemas";
import type { CurrentSession } from "../session";
import { completeAccountSignIn } from "../sign-in/complete-sign-in";
import type { RequestWhere, SignInOutcome } from "../sign-in/sign-in-outcome";
import { loginWithPasskey } from "./login-with-passkey";

type Success = Extract<PasskeyLoginAnswer, { success: true }>;

/** POST /api/auth/login_with_passkey/: counted per IP first; a ceremony failure throws PasskeyRefused. */
export async function signInWithPasskey(
  assertion: AuthenticationResponseJSON,
  current: CurrentSession,
  where: RequestWhere,
): Promise<SignInOutcome<Success>> {
  const ipAttempt = await reserveIpAttempt(where.ip, where.requestId);
  const account = await loginWithPasskey(assertion, { ip: where.ip, requestId: where.requestId, sessionHash: current.hash });
  const done = await completeAccountSignIn(current, { ...account, hasTotp: false }, {
    method: "passkey",
    landing: "/profile/",
    context: { ...where, ipAttempt },
  });
  return { signIn: done, answer: { success: true, userLevel: done.userLevel, email: done.email, redirect: done.redirect } };
}
