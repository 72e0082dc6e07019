import "server-only";
import { randomToken, safeEqual, sha256 } from "@/lib/crypto/tokens";
import { env } from "@/lib/env";

// The download token of a finished export: "<export id>-<32 random bytes, base64url>". Only the
// SHA-256 of the random part is stored for checking; the id only finds the row, and the random
// part is compared with the stored hash in constant time.

export type ExportToken = { id: number; secret: string };

export function newExportToken(id: number): { token: string; hash: string } {
  const secret = randomToken(32);
  return { token: `${id}-${secret}`, hash: sha256(secret) };
}

export function readExportToken(token: string): ExportToken | null {
  const match = /^(\d{1,10})-([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? { id, secret: match[2] } : null;
}

export function tokenMatches(secret: string, storedHash: string | null): boolean {
  return !!storedHash && safeEqual(sha256(secret), storedHash);
}

export function downloadPath(token: string): string {
  return `/download_my_data/?token=${token}`;
}

export function downloadUrl(token: string): string {
  return `${env().APP_URL}${downloadPath(token)}`;
}
