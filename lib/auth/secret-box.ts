import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { requireSessionSecret } from "@/lib/env";

// AES-256-GCM for secrets the server must read back (TOTP secrets). The key is derived from
// SESSION_SECRET with HKDF under a purpose label, so it is never the session key itself.
// Stored form: "v1." + base64url(iv | tag | ciphertext).

const VERSION = "v1";

function keyFor(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", requireSessionSecret(), "project-directory", `secret-box:${purpose}`, 32));
}

export function seal(plain: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The plain text, or null when the value was not sealed by this server for this purpose. */
export function open(sealed: string, purpose: string): string | null {
  const [version, payload] = sealed.split(".");
  if (version !== VERSION || !payload) return null;
  const raw = Buffer.from(payload, "base64url");
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
