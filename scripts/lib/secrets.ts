import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const SESSION_SECRET_FILE = "session-secret";
const ENCRYPTION_KEY_FILE = "encryption-key";
const MIN_LENGTH = 32;

/** A secret kept in a file of DATA_DIR, or "" when there is none (yet). */
export async function readSecretFile(dataDir: string, name: string): Promise<string> {
  const existing = await readFile(path.join(dataDir, name), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  return existing.trim().length >= MIN_LENGTH ? existing.trim() : "";
}

/** Generated once and kept in DATA_DIR; owner-only, as it unlocks sessions or stored secrets. */
async function loadOrCreate(dataDir: string, name: string): Promise<string> {
  const existing = await readSecretFile(dataDir, name);
  if (existing) return existing;
  const secret = randomBytes(48).toString("base64url");
  const file = path.join(dataDir, name);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  // The mode above applies only to a new file; an emptied old one keeps its mode otherwise.
  await chmod(file, 0o600);
  return secret;
}

/** The session secret for a local run against the embedded database; survives restarts. */
export function loadOrCreateSessionSecret(dataDir: string): Promise<string> {
  return loadOrCreate(dataDir, SESSION_SECRET_FILE);
}

/**
 * The key for stored secrets (TOTP) for a local run against the embedded database. Secrets an
 * older version sealed with the SESSION_SECRET derivation stay readable (see secret-box).
 */
export function loadOrCreateEncryptionKey(dataDir: string): Promise<string> {
  return loadOrCreate(dataDir, ENCRYPTION_KEY_FILE);
}

export const SECRET_FILES = { session: SESSION_SECRET_FILE, encryption: ENCRYPTION_KEY_FILE };
