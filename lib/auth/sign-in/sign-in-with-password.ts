import "server-only";
import { loginWithPassword } from "../login-with-password";
import { MESSAGES } from "../messages";
import type { LoginAnswer, LoginInput } from "../schemas";
import type { CurrentSession } from "../session";
import type { RequestWhere, SignInOutcome } from "./sign-in-outcome";

type Success = Exclude<LoginAnswer, { login: "failed" }>;
type Failed = Extract<LoginAnswer, { login: "failed" }>;

/** POST /api/login/: the password sign-in and its answer; a failure is one answer for every cause. */
export async function signInWithPassword(
  input: LoginInput,
  current: CurrentSession,
  where: RequestWhere,
): Promise<SignInOutcome<Success, Failed>> {
  const result = await loginWithPassword(input, current, where);
  if (result.outcome === "failed") return { refused: { login: "failed", errorMessage: MESSAGES.loginFailed } };
  const answer: Success =
    result.stage === "twofactor"
      ? { login: "twofactor", redirect: "/twofactor/", userLevel: 0 }
      : { login: "success", userLevel: result.userLevel, email: result.email };
  return { signIn: result, answer };
}
