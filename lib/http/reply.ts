import "server-only";
import type { SessionChange } from "@/lib/auth/session-change";
import type { SignInResult } from "@/lib/auth/sign-in/sign-in-result";

// What a handler returns when a plain 200 answer is not all: another status (a refusal the
// operation decided on), a change to the request's session, or both. The route wrapper sends the
// body with the status and applies the session change (lib/auth/session-change.ts).

const REPLY = Symbol("reply");

export type Reply = { readonly [REPLY]: true; body: unknown; status: number; session?: SessionChange };

export function reply(body: unknown, options: { status?: number; session?: SessionChange } = {}): Reply {
  return { [REPLY]: true, body, status: options.status ?? 200, session: options.session };
}

export function isReply(value: unknown): value is Reply {
  return typeof value === "object" && value !== null && REPLY in value;
}

/** A sign-in's result as an answer: the refusal with its status, else the answer with the new session (if any). */
export function answerSignIn<Answer, Refusal, Unsigned>(result: SignInResult<Answer, Refusal, Unsigned>, refusedStatus = 422): Reply {
  if ("refused" in result) return reply(result.refused, { status: result.status ?? refusedStatus });
  return reply(result.answer, { session: result.session });
}
