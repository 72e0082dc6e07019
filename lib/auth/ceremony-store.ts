import "server-only";
import { clock } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { randomToken, sha256 } from "@/lib/crypto/tokens";

// The one store of short-lived ceremony state (table ceremony_state): what a sign-in or an
// enrolment keeps on the server between two requests of one browser, bound to that browser's
// session. WebAuthn challenges (by the SHA-256 of the challenge), the TOTP secret offered during
// setup (sealed), a sign-in sent to an identity provider (by the SHA-256 of its state) and a
// provider's link waiting for its account's proof. Every row:
// - is made with a lifetime on the app's clock (lib/clock.ts), and expired rows of anyone are
//   cleared whenever a row is made (and daily, lib/worker/housekeeping.ts);
// - is taken once: taking deletes it in one statement, so of parallel requests one gets it,
//   and an expired row is refused (and gone);
// - is found only by the session that made it: another browser neither finds nor uses it up.
// `value` is the kind's own text: the challenge, the sealed secret, or a kind's fields as JSON.

export type CeremonyKind =
  | "passkey_authentication"
  | "passkey_registration"
  | "totp_setup"
  | "oidc_sign_in"
  | "oidc_test"
  | "oidc_pending_link";

export type Ceremony = { id: string; kind: CeremonyKind; value: string; accountId: number | null; providerId: number | null };

export async function saveCeremony(input: {
  sessionHash: string;
  kind: CeremonyKind;
  value: string;
  lifetimeMs: number;
  /** a key the next request can compute (a challenge's or a state's SHA-256); random otherwise */
  id?: string;
  accountId?: number | null;
  providerId?: number | null;
  /** replace this session's others of the kind (one offer at a time) */
  replace?: boolean;
}): Promise<string> {
  const id = input.id ?? sha256(randomToken());
  await db.ceremonyState.deleteMany({ where: { expiresAt: { lt: clock.now() } } });
  if (input.replace) await dropCeremonies(input.sessionHash, input.kind);
  await db.ceremonyState.create({
    data: {
      id,
      sessionHash: input.sessionHash,
      kind: input.kind,
      accountId: input.accountId ?? null,
      providerId: input.providerId ?? null,
      value: input.value,
      expiresAt: new Date(clock.ms() + input.lifetimeMs),
    },
  });
  return id;
}

/**
 * Deletes and returns this session's row `id` of one of `kinds` (first take wins); null when
 * there is none, or it expired. With `value`, only if the row still holds that value (it was not
 * replaced since it was read).
 */
export async function takeCeremony(
  key: { id: string; sessionHash: string; kinds: readonly CeremonyKind[]; value?: string },
  tx: Pick<Tx, "$queryRaw"> = db,
): Promise<Ceremony | null> {
  const rows = await tx.$queryRaw<{ id: string; kind: CeremonyKind; value: string; account_id: number | null; provider_id: number | null; expires_at: Date }[]>`
    DELETE FROM ceremony_state
     WHERE id = ${key.id} AND session_hash = ${key.sessionHash} AND kind = ANY(${[...key.kinds]}::text[])
       AND (${key.value ?? null}::text IS NULL OR value = ${key.value ?? null}::text)
    RETURNING id, kind, value, account_id, provider_id, expires_at`;
  const row = rows[0];
  if (!row || row.expires_at.getTime() <= clock.ms()) return null;
  return { id: row.id, kind: row.kind, value: row.value, accountId: row.account_id, providerId: row.provider_id };
}

/** This session's newest live row of `kind` (of `accountId`, if given), left in place. */
export async function readCeremony(sessionHash: string, kind: CeremonyKind, accountId?: number): Promise<Ceremony | null> {
  const row = await db.ceremonyState.findFirst({
    where: { sessionHash, kind, ...(accountId === undefined ? {} : { accountId }), expiresAt: { gt: clock.now() } },
    orderBy: { expiresAt: "desc" },
  });
  if (!row) return null;
  return { id: row.id, kind: row.kind as CeremonyKind, value: row.value, accountId: row.accountId, providerId: row.providerId };
}

export async function dropCeremonies(sessionHash: string, kind: CeremonyKind): Promise<void> {
  await db.ceremonyState.deleteMany({ where: { sessionHash, kind } });
}

/** Drops every row of `kind` started with a provider (its settings changed under them). */
export async function dropProviderCeremonies(tx: Tx, providerId: number, kind: CeremonyKind): Promise<void> {
  await tx.ceremonyState.deleteMany({ where: { providerId, kind } });
}

/** The daily clean-up's part: expired rows of anyone. */
export async function clearExpiredCeremonies(): Promise<number> {
  return (await db.ceremonyState.deleteMany({ where: { expiresAt: { lt: clock.now() } } })).count;
}
