import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import { requireSessionSecret } from "@/lib/env";
import { hmac, sha256 } from "@/lib/crypto/tokens";
import { CODE_LENGTH, normaliseCode } from "./code-format";

// Emailed codes (docs/product.md#security-parameters): 6 characters from an alphabet without
// look-alikes (no 0/O/1/I), drawn with crypto.randomInt. Codes are stored only as an HMAC keyed by
// the server secret (30 bits of code would fall to a plain hash offline); link ids are random UUIDs
// (122 bits), so a SHA-256 is enough for them.

export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LIFETIME_MS = 15 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export const newLinkId = (): string => randomUUID();

export function codeHash(purpose: string, email: string, code: string): string {
  return hmac(requireSessionSecret(), `code:${purpose}:${email.toLowerCase()}:${normaliseCode(code)}`);
}

export function linkHash(linkId: string): string {
  return sha256(`link:${linkId.toLowerCase()}`);
}
