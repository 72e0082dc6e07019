import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const SECRET_FILE = "session-secret";
const MIN_LENGTH = 32;

/**
 * The session secret for a local run against the embedded database. Generated once and kept
 * in DATA_DIR so sessions survive a restart; owner-only because it signs every session cookie.
 */
export async function loadOrCreateSessionSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SECRET_FILE);
  const existing = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  if (existing.trim().length >= MIN_LENGTH) return existing.trim();

  const secret = randomBytes(48).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  // The mode above applies only to a new file; an emptied old one keeps its mode otherwise.
  await chmod(file, 0o600);
  return secret;
}
