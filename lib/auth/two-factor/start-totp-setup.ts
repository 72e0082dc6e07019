import "server-only";
import QRCode from "qrcode";
import { db } from "@/lib/db";
import { saveCeremony } from "../ceremony-store";
import type { TwoFactorSetupAnswer } from "../schemas";
import { seal } from "@/lib/crypto/secret-box";
import { newTotpSecret, totpUri } from "./totp";
import { TOTP_SEAL_PURPOSE } from "./redeem-totp-code";

const SETUP_LIFETIME_MS = 15 * 60 * 1000;

/**
 * Offers a new secret for the account. The secret is kept (sealed) server-side for this
 * browser; confirming checks the code against that copy, never against what the client sends.
 */
export async function startTotpSetup(accountId: number, sessionHash: string): Promise<TwoFactorSetupAnswer> {
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId }, select: { username: true } });
  const secret = newTotpSecret();
  await saveCeremony({
    sessionHash,
    kind: "totp_setup",
    accountId,
    value: seal(secret, TOTP_SEAL_PURPOSE),
    lifetimeMs: SETUP_LIFETIME_MS,
    replace: true,
  });
  const uri = totpUri(secret, account.username);
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return {
    code: secret,
    otpauth_url: uri,
    qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}
