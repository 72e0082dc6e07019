import "server-only";
import { env } from "@/lib/env";
import { sha256 } from "@/lib/crypto/tokens";

// A set-password link carries 256 random bits; only their SHA-256 is stored (in the
// verification table, purpose set_password), so a database copy cannot be used to take over
// an account. New accounts get 72 hours: the person may not read their mail the same day.

export const SET_PASSWORD_LIFETIME_MS = 72 * 60 * 60 * 1000;

export const setPasswordLinkHash = (token: string): string => sha256(`set_password:${token}`);

export const setPasswordUrl = (token: string): string =>
  `${env().APP_URL}/set_password/?token=${encodeURIComponent(token)}`;
