import "server-only";
import { generateSecret, generateURI, verify } from "otplib";
import { clock } from "@/lib/clock";

// TOTP parameters (docs/product.md#security-parameters): 160-bit secret, SHA-1, 6 digits, 30-second
// steps, and one step of drift back (a code typed just as it changed still works). No step ahead is
// accepted.

const TOTP_ISSUER = "Project Directory";
const PERIOD = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret, algorithm: "sha1", digits: 6, period: PERIOD });
}

/** Normalises what the person typed: spaces removed; six digits or nothing. */
function cleanTotpCode(code: string): string | null {
  const cleaned = code.replace(/\s+/g, "");
  return /^\d{6}$/.test(cleaned) ? cleaned : null;
}

/**
 * The time step the code belongs to, or null when it is wrong, outside the window, or not
 * later than `afterStep` (a step already used).
 */
export async function matchTotpStep(secret: string, code: string, afterStep?: number | null): Promise<number | null> {
  const token = cleanTotpCode(code);
  if (!token) return null;
  const result = await verify({
    secret,
    token,
    algorithm: "sha1",
    digits: 6,
    period: PERIOD,
    epoch: Math.floor(clock.ms() / 1000),
    epochTolerance: [PERIOD, 0],
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
