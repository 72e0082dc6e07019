import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { randomToken, sha256 } from "./tokens";

// Short-lived ceremony state kept server-side and bound to the browser's session: WebAuthn
// challenges (by the SHA-256 of the challenge) and the TOTP secret offered during setup
// (sealed). A row is deleted when used, so nothing can be used twice.

export type ChallengePurpose = "authentication" | "registration" | "totp_setup";

export async function saveChallenge(input: {
  sessionHash: string;
  purpose: ChallengePurpose;
  accountId?: number | null;
  value: string;
  ttlMs: number;
  id?: string;
}): Promise<void> {
  // Expired rows of anyone are useless; clearing them here keeps the table small.
  await db.webauthnChallenge.deleteMany({ where: { expiresAt: { lt: clock.now() } } });
  await db.webauthnChallenge.create({
    data: {
      id: input.id ?? sha256(randomToken()),
      sessionHash: input.sessionHash,
      purpose: input.purpose,
      accountId: input.accountId ?? null,
      challenge: input.value,
      expiresAt: new Date(clock.ms() + input.ttlMs),
    },
  });
}

export type TakenChallenge = { value: string; accountId: number | null; expired: boolean };

/** Deletes and returns the row (first use wins); null when it does not exist for this session. */
export async function takeChallenge(id: string, sessionHash: string, purpose: ChallengePurpose): Promise<TakenChallenge | null> {
  const rows = await db.$queryRaw<{ challenge: string; account_id: number | null; expires_at: Date }[]>`
    DELETE FROM webauthn_challenge
     WHERE id = ${id} AND session_hash = ${sessionHash} AND purpose = ${purpose}
    RETURNING challenge, account_id, expires_at`;
  const row = rows[0];
  if (!row) return null;
  return { value: row.challenge, accountId: row.account_id, expired: row.expires_at.getTime() <= clock.ms() };
}

export async function findLatestChallenge(sessionHash: string, purpose: ChallengePurpose, accountId: number) {
  return db.webauthnChallenge.findFirst({
    where: { sessionHash, purpose, accountId, expiresAt: { gt: clock.now() } },
    orderBy: { expiresAt: "desc" },
  });
}

export async function deleteChallenges(sessionHash: string, purpose: ChallengePurpose): Promise<void> {
  await db.webauthnChallenge.deleteMany({ where: { sessionHash, purpose } });
}
