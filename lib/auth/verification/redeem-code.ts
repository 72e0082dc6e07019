import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import type { Verification } from "@/lib/generated/prisma/client";
import { safeEqual } from "@/lib/crypto/tokens";
import { codeHash, MAX_CODE_ATTEMPTS } from "./codes";
import { CODE_LENGTH, normaliseCode } from "./code-format";

// A typed code is a guess until it matches, so every try is counted on the code BEFORE it is
// compared (one statement that also checks the code is live), and judged only if that count
// was still within the five tries: thirty parallel guesses get five comparisons, not thirty.

export type CodeOutcome = "ok" | "wrong" | "dead";

function isLive(row: Pick<Verification, "consumedAt" | "expiresAt" | "attempts">): boolean {
  return !row.consumedAt && row.expiresAt.getTime() > clock.ms() && row.attempts < MAX_CODE_ATTEMPTS;
}

/** Compares without using the code up or counting a try. */
function codeMatches(row: Pick<Verification, "purpose" | "email" | "codeHash">, code: string): boolean {
  const typed = normaliseCode(code);
  return typed.length === CODE_LENGTH && safeEqual(codeHash(row.purpose, row.email, typed), row.codeHash);
}

/** Counts a try on a live code; false when it is used, expired or out of tries. */
async function reserveCodeTry(id: number): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE verification SET attempts = attempts + 1
     WHERE id = ${id} AND consumed_at IS NULL AND expires_at > ${clock.now()} AND attempts < ${MAX_CODE_ATTEMPTS}
    RETURNING id`;
  return rows.length === 1;
}

/** Takes back a try that was right (the code stays usable, e.g. while a new password is chosen). */
export async function giveBackCodeTry(id: number): Promise<void> {
  await db.$executeRaw`UPDATE verification SET attempts = attempts - 1 WHERE id = ${id} AND attempts > 0`;
}

/** After a wrong try: a code out of tries is dead. */
async function killIfSpent(ids: number[]): Promise<void> {
  // Run even for no ids: the work of a wrong try must not depend on how many codes there were.
  await db.verification.updateMany({
    where: { id: { in: ids }, consumedAt: null, attempts: { gte: MAX_CODE_ATTEMPTS } },
    data: { consumedAt: clock.now() },
  });
}

/** Uses a link up if it is still live. Of any number of parallel calls exactly one gets true. */
export async function consumeVerification(id: number): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE verification SET consumed_at = ${clock.now()}
     WHERE id = ${id} AND consumed_at IS NULL AND expires_at > ${clock.now()} AND attempts < ${MAX_CODE_ATTEMPTS}
    RETURNING id`;
  return rows.length === 1;
}

/** Uses a code up after its (reserved) try matched, even if that try was its fifth. */
async function consumeMatched(id: number): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE verification SET consumed_at = ${clock.now()}
     WHERE id = ${id} AND consumed_at IS NULL AND expires_at > ${clock.now()}
    RETURNING id`;
  return rows.length === 1;
}

/** Judges a typed code against a row, its try counted first; `consume` false leaves it usable. */
export async function judgeCode(row: Verification, code: string, options: { consume?: boolean } = {}): Promise<CodeOutcome> {
  if (!isLive(row) || !(await reserveCodeTry(row.id))) return "dead";
  if (!codeMatches(row, code)) {
    await killIfSpent([row.id]);
    return "wrong";
  }
  if (options.consume === false) return "ok";
  return (await consumeMatched(row.id)) ? "ok" : "dead";
}

/** Checks a typed code against a row: a match uses it up, a miss counts against it. */
export function redeemCode(row: Verification, code: string): Promise<CodeOutcome> {
  return judgeCode(row, code);
}

/**
 * "I already have a code": the typed code against every live code of the address (one per
 * browser that asked). A miss counts a try on each of them; the caller has already counted
 * the try against the address itself.
 */
export async function findCodeOfAddress(
  purpose: Verification["purpose"],
  email: string,
  code: string,
): Promise<Verification | null> {
  const live = await db.verification.findMany({
    where: { purpose, email, consumedAt: null, expiresAt: { gt: clock.now() }, attempts: { lt: MAX_CODE_ATTEMPTS } },
    orderBy: { id: "desc" },
  });
  const match = live.find((row) => codeMatches(row, code));
  if (match) return match;
  // The same statements whether the address has codes or not: its owner's activity must not
  // show in the time of a stranger's guess.
  const ids = live.map((row) => row.id);
  await db.verification.updateMany({ where: { id: { in: ids }, consumedAt: null }, data: { attempts: { increment: 1 } } });
  await killIfSpent(ids);
  return null;
}

/** Uses up a code found by findCodeOfAddress; false if a parallel call was first. */
export const consumeFoundCode = consumeMatched;
