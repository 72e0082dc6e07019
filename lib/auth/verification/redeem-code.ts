import "server-only";
import { db } from "@/lib/db";
import type { Verification } from "@/lib/generated/prisma/client";
import { safeEqual } from "../tokens";
import { CODE_LENGTH, codeHash, MAX_CODE_ATTEMPTS, normaliseCode } from "./codes";

export type CodeOutcome = "ok" | "wrong" | "dead";

export function isLive(row: Pick<Verification, "consumedAt" | "expiresAt" | "attempts">): boolean {
  return !row.consumedAt && row.expiresAt.getTime() > Date.now() && row.attempts < MAX_CODE_ATTEMPTS;
}

/** Compares without using the code up (password reset checks it before the new password). */
export function codeMatches(row: Pick<Verification, "purpose" | "email" | "codeHash">, code: string): boolean {
  const typed = normaliseCode(code);
  return typed.length === CODE_LENGTH && safeEqual(codeHash(row.purpose, row.email, typed), row.codeHash);
}

/** Counts a wrong try; the fifth kills the code. One statement, so parallel tries all count. */
export async function countWrongAttempt(id: number): Promise<void> {
  await db.$executeRaw`
    UPDATE verification
       SET attempts = attempts + 1,
           consumed_at = CASE WHEN attempts + 1 >= ${MAX_CODE_ATTEMPTS} THEN now() ELSE consumed_at END
     WHERE id = ${id} AND consumed_at IS NULL`;
}

/** Uses the code up if it is still live. Of any number of parallel calls exactly one gets true. */
export async function consumeVerification(id: number): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE verification SET consumed_at = now()
     WHERE id = ${id} AND consumed_at IS NULL AND expires_at > now() AND attempts < ${MAX_CODE_ATTEMPTS}
    RETURNING id`;
  return rows.length === 1;
}

/** Checks a typed code against a row: a match uses it up, a miss counts against it. */
export async function redeemCode(row: Verification, code: string): Promise<CodeOutcome> {
  if (!isLive(row)) return "dead";
  if (!codeMatches(row, code)) {
    await countWrongAttempt(row.id);
    return "wrong";
  }
  return (await consumeVerification(row.id)) ? "ok" : "dead";
}
