import "server-only";
import { TOTP_SEAL_PURPOSE } from "@/lib/auth/two-factor/redeem-totp-code";
import { openWithKeyInfo, seal } from "@/lib/crypto/secret-box";
import { CLIENT_SECRET_PURPOSE } from "@/lib/auth/sso/load-provider";
import { db } from "@/lib/db";

export type RotationResult = {
  /** Secrets re-sealed with the current key. */
  resealed: number;
  /** Secrets already sealed with the current key. */
  current: number;
  /** Secrets no accepted key opens (their owners must set up TOTP again; an admin enters a provider's client secret again). */
  unreadable: number;
};

/**
 * Re-seals every stored secret (TOTP secrets, TOTP setups in progress, identity providers'
 * client secrets) with the current key (ENCRYPTION_KEY, or the SESSION_SECRET
 * derivation when it is unset), so ENCRYPTION_KEY_PREVIOUS and the old SESSION_SECRET can be
 * dropped afterwards. Each row is updated only if it still holds what was read, so a person
 * setting up TOTP meanwhile is not overwritten. Safe to run again: current rows are skipped.
 */
export async function rotateEncryptionKey(): Promise<RotationResult> {
  const result: RotationResult = { resealed: 0, current: 0, unreadable: 0 };
  const count = (sealed: string, purpose = TOTP_SEAL_PURPOSE): string | null => {
    const opened = openWithKeyInfo(sealed, purpose);
    if (!opened) result.unreadable++;
    else if (opened.current) result.current++;
    else return seal(opened.plain, purpose);
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

  const setups = await db.ceremonyState.findMany({ where: { kind: "totp_setup" }, select: { id: true, value: true } });
  for (const { id, value } of setups) {
    const next = count(value);
    if (!next) continue;
    const { count: updated } = await db.ceremonyState.updateMany({ where: { id, value }, data: { value: next } });
    result.resealed += updated;
  }

  // The client secrets of the organisations' identity providers.
  const providers = await db.identityProvider.findMany({ select: { id: true, clientSecret: true } });
  for (const { id, clientSecret } of providers) {
    const next = count(clientSecret, CLIENT_SECRET_PURPOSE);
    if (!next) continue;
    const { count: updated } = await db.identityProvider.updateMany({ where: { id, clientSecret }, data: { clientSecret: next } });
    result.resealed += updated;
  }
  return result;
}
