import "server-only";
import type { NextResponse } from "next/server";
import type { SignInOutcome } from "@/lib/auth/sign-in/sign-in-outcome";
import { json, type RouteContext } from "./route";

/** Answers a sign-in operation's outcome: the refusal with its status, else the new session's cookies and answer. */
export function answerSignIn<Answer, Refusal>(
  ctx: Pick<RouteContext<unknown>, "setCookies" | "replaceSession">,
  outcome: SignInOutcome<Answer, Refusal>,
  refusedStatus = 422,
): Answer | NextResponse {
  if ("refused" in outcome) return json(outcome.refused, refusedStatus);
  ctx.setCookies(outcome.signIn.cookies);
  ctx.replaceSession(outcome.signIn.session);
  return outcome.answer;
}

/** Where a request comes from, as the sign-in operations log and count it. */
export function whereOf(ctx: Pick<RouteContext<unknown>, "ip" | "requestId" | "req">) {
  return { ip: ctx.ip, requestId: ctx.requestId, userAgent: ctx.req.headers.get("user-agent") };
}
