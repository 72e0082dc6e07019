import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import type { Verification, VerificationPurpose } from "@/lib/generated/prisma/client";
import { countHit } from "@/lib/rate-limit/count-hit";
import { LIMITS } from "@/lib/rate-limit/limits";
import { codeFailureKey, logLockedOut, logSignInFailure, reserveAttempt } from "../sign-in-attempts";
import { MAX_CODE_ATTEMPTS } from "./codes";
import { consumeFoundCode, findCodeOfAddress, judgeCode } from "./redeem-code";

export type CodeAttempt = { outcome: "ok"; row: Verification } | { outcome: "failed" } | { outcome: "no_code" };

type Context = { method: string; browserHash: string };

/**
 * A typed emailed code, by either path, every try counted before it is judged:
 * - without an email, against the latest code this browser asked for: five tries on that code.
 *   Another browser's tries never touch it.
 * - with an email ("I already have a code", typed on another device), against every live code
 *   of that address, and the try is also counted against the address: five a quarter hour,
 *   carried over a window, and no success of any factor clears it.
 * `consume: false` leaves a matching code usable (a reset still checks the new password).
 */
export async function attemptCode(
  purpose: VerificationPurpose,
  input: { code: string; email?: string },
  context: Context,
  options: { consume?: boolean } = {},
): Promise<CodeAttempt> {
  const fields = { method: context.method };
  if (input.email) {
    const limit = LIMITS.codeFailuresPerAddress;
    const forAddress = await reserveAttempt(codeFailureKey(purpose, input.email), limit, { carryOver: true });
    if (!forAddress.allowed) {
      logLockedOut(fields);
      return { outcome: "failed" };
    }
    const row = await findCodeOfAddress(purpose, input.email, input.code);
    if (!row || (options.consume !== false && !(await consumeFoundCode(row.id)))) {
      logSignInFailure({ ...fields, accountId: row?.accountId, count: forAddress.count, max: limit.max });
      return { outcome: "failed" };
    }
    await forAddress.giveBack();
    return { outcome: "ok", row };
  }
  const row = await db.verification.findFirst({
    where: {
      purpose,
      browserHash: context.browserHash,
      consumedAt: null,
      expiresAt: { gt: clock.now() },
      attempts: { lt: MAX_CODE_ATTEMPTS },
    },
    orderBy: { id: "desc" },
  });
  if (!row) return { outcome: "no_code" };
  const outcome = await judgeCode(row, input.code, options);
  if (outcome === "dead") {
    // Out of tries (or used) before this one could be judged.
    logLockedOut({ ...fields, accountId: row.accountId });
    return { outcome: "failed" };
  }
  if (outcome === "wrong") {
    // Also on the address's count, so its owner's log and limit see every wrong try.
    await countHit(codeFailureKey(purpose, row.email), LIMITS.codeFailuresPerAddress.windowMs);
    logSignInFailure({ ...fields, accountId: row.accountId });
    return { outcome: "failed" };
  }
  return { outcome: "ok", row };
}
