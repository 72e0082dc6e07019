// The bench's accounts: one editor who reads the lists and saves projects, and the people who
// sign in next to the list (one account each: an account's parallel attempts beyond five are
// refused as a lockout, lib/auth/sign-in-attempts.ts). One random password, hashed once.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { hashPassword } from "../../lib/auth/password-hash";
import { CONCURRENT_SIGN_INS } from "./signin-phase";

export type Account = { username: string; password: string };

const PASSWORD = `Bench-${randomBytes(9).toString("base64url")}`;

export const EDITOR: Account = { username: "bench-editor", password: PASSWORD };
export const SIGN_IN_ACCOUNTS: Account[] = Array.from({ length: CONCURRENT_SIGN_INS }, (_, i) => ({
  username: `bench-reader-${i + 1}`,
  password: PASSWORD,
}));

export const accountEmail = (account: Account): string => `${account.username}@bench.example`;

/** The editor at level 6 (adds and changes any project), the readers at level 3. */
export async function createAccounts(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hash = await hashPassword(PASSWORD);
    const rows: [Account, number][] = [[EDITOR, 6], ...SIGN_IN_ACCOUNTS.map((a): [Account, number] => [a, 3])];
    for (const [account, level] of rows) {
      await client.query(
        `INSERT INTO account (username, password_hash, email, email_verified, level) VALUES ($1, $2, $3, 2, $4)`,
        [account.username, hash, accountEmail(account), level],
      );
    }
  } finally {
    await client.end();
  }
}

/** The id (hash) of the editor's newest live session: what the app's session read looks up. */
export async function editorSessionId(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT s.id FROM session s JOIN account a ON a.id = s.account_id
        WHERE a.username = $1 AND s.revoked_at IS NULL ORDER BY s.authenticated_at DESC LIMIT 1`,
      [EDITOR.username],
    );
    if (!rows[0]) throw new Error(`${EDITOR.username} has no session`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}
