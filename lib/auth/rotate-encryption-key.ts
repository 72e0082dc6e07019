import "server-only";
import { TOTP_SEAL_PURPOSE } from "@/lib/auth/two-factor/redeem-totp-code";
import { openWithKeyInfo, seal } from "@/lib/auth/secret-box";
import { db } from "@/lib/db";

export type RotationResult = {
  /** Secrets re-sealed with the current key. */
  resealed: number;
  /** Secrets already sealed with the current key. */
  current: number;
  /** Secrets no accepted key opens (their owners must set up TOTP again). */
  unreadable: number;
};

/**
 * Re-seals every stored secret with the current key (ENCRYPTION_KEY, or the SESSION_SECRET
 * derivation when it is unset), so ENCRYPTION_KEY_PREVIOUS and the old SESSION_SECRET can be
 * dropped afterwards. Each row is updated only if it still holds what was read, so a person
 * setting up TOTP meanwhile is not overwritten. Safe to run again: current rows are skipped.
 */
export async function rotateEncryptionKey(): Promise<RotationResult> {
  const result: RotationResult = { resealed: 0, current: 0, unreadable: 0 };
  const count = (sealed: string): string | null => {
    const opened = openWithKeyInfo(sealed, TOTP_SEAL_PURPOSE);
    if (!opened) result.unreadable++;
    else if (opened.current) result.current++;
    else return seal(opened.plain, TOTP_SEAL_PURPOSE);
    return null;
  };

  const accounts = await db.account.findMany({
    where: { totpSecret: { not: null } },
    select: { id: true, totpSecret: true },
  });
  for (const { id, totpSecret } of accounts) {
    const next = count(totpSecret!);
    if (!next) continue;
    const { count: updated } = await db.account.updateMany({ where: { id, totpSecret }, data: { totpSecret: next } });
    result.resealed += updated;
  }

  const setups = await db.webauthnChallenge.findMany({ where: { purpose: "totp_setup" }, select: { id: true, challenge: true } });
  for (const { id, challenge } of setups) {
    const next = count(challenge);
    if (!next) continue;
    const { count: updated } = await db.webauthnChallenge.updateMany({ where: { id, challenge }, data: { challenge: next } });
    result.resealed += updated;
  }
  return result;
}
