import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env, requireSessionSecret } from "@/lib/env";

// AES-256-GCM for secrets the server must read back (TOTP secrets). The AES key is derived with
// HKDF under a purpose label from ENCRYPTION_KEY, so it is never a setting's value itself.
// Without ENCRYPTION_KEY it is derived from SESSION_SECRET, as before that setting existed, so
// an installation that never set it keeps reading its TOTP secrets.
// Stored form: "v1." + base64url(iv | tag | ciphertext). Which key sealed a value is not stored:
// GCM's tag tells the right key from a wrong one, so reading tries the current key first, then
// ENCRYPTION_KEY_PREVIOUS, then the old SESSION_SECRET derivation (until rotate-encryption-key
// has moved everything to the current key).

const VERSION = "v1";

function derive(master: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", master, "project-directory", `secret-box:${purpose}`, 32));
}

/** The master secrets, the one that seals first, then every one still accepted for reading. */
function masters(): string[] {
  const { ENCRYPTION_KEY, ENCRYPTION_KEY_PREVIOUS, SESSION_SECRET } = env();
  const list = [ENCRYPTION_KEY ?? requireSessionSecret(), ...ENCRYPTION_KEY_PREVIOUS];
  if (SESSION_SECRET) list.push(SESSION_SECRET);
  return [...new Set(list)];
}

/** Whether secrets are sealed with ENCRYPTION_KEY (false: the old SESSION_SECRET derivation). */
export function usesEncryptionKey(): boolean {
  return !!env().ENCRYPTION_KEY;
}

export function seal(plain: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derive(masters()[0], purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The plain text and whether the current key sealed it; null when no accepted key did. */
export function openWithKeyInfo(sealed: string, purpose: string): { plain: string; current: boolean } | null {
  const [version, payload] = sealed.split(".");
  if (version !== VERSION || !payload) return null;
  const raw = Buffer.from(payload, "base64url");
  if (raw.length < 29) return null;
  const keys = masters();
  for (let i = 0; i < keys.length; i++) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", derive(keys[i], purpose), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      return { plain, current: i === 0 };
    } catch {
      // Not this key: try the next one.
    }
  }
  return null;
}

/** The plain text, or null when the value was not sealed by this server for this purpose. */
export function open(sealed: string, purpose: string): string | null {
  return openWithKeyInfo(sealed, purpose)?.plain ?? null;
}
