import "server-only";
import { db } from "@/lib/db";
import type { Verification } from "@/lib/generated/prisma/client";
import { accountKey, recordLoginFailure } from "../login-attempts";
import type { CurrentSession } from "../session";
import { MAX_CODE_ATTEMPTS } from "../verification/codes";
import { redeemCode } from "../verification/redeem-code";
import { signInFromVerification, type VerifiedSignIn } from "./sign-in-from-verification";

export type ConfirmCodeResult = { kind: "confirm_email_required" } | { kind: "code_error" } | ({ kind: "signed_in" } & VerifiedSignIn);

type Context = { ip: string; requestId: string; userAgent: string | null };

const liveFilter = () => ({ purpose: "login" as const, consumedAt: null, expiresAt: { gt: new Date() }, attempts: { lt: MAX_CODE_ATTEMPTS } });

/**
 * Signs in with an emailed code. Without an email the code must come from this browser's own
 * request; from another browser the person is asked to type the email again, and the code is
 * then checked against the latest code of that address.
 */
export async function confirmEmailCode(
  input: { code: string; email?: string },
  current: CurrentSession,
  context: Context,
): Promise<ConfirmCodeResult> {
  let row: Verification | null;
  if (input.email) {
    row = await db.verification.findFirst({ where: { ...liveFilter(), email: input.email }, orderBy: { id: "desc" } });
  } else {
    row = await db.verification.findFirst({ where: { ...liveFilter(), browserHash: current.hash }, orderBy: { id: "desc" } });
    if (!row) return { kind: "confirm_email_required" };
  }
  const outcome = row ? await redeemCode(row, input.code) : "dead";
  if (!row || outcome !== "ok") {
    await recordLoginFailure(context.ip, row?.accountId ? accountKey(row.accountId) : null, { method: "email_code", accountId: row?.accountId, requestId: context.requestId });
    return { kind: "code_error" };
  }
  const signedIn = await signInFromVerification(row, current, { ...context, method: "email_code", accountLanding: "/my_projects/" });
  return signedIn ? { kind: "signed_in", ...signedIn } : { kind: "code_error" };
}
