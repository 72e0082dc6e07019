import { db } from "@/lib/db";
import { hashPassword } from "@/prisma/seed/hash";
import { ApiClient } from "../../helpers/api-client";
import { DEMO_PASSWORD, quickAccess, signedIn } from "../projects/sessions";

// Clients at every level a level-restricted call must tell apart: anonymous, quick access (2),
// account (3), messages (5), editor (6) and admin (9). The demo has no level-5 account, so one
// is made here (after the demo seed, which it does not change otherwise).

export type LevelName = "anonymous" | "quickAccess" | "member" | "level5" | "editor" | "admin";

export async function levelFiveClient(): Promise<ApiClient> {
  const existing = await db.account.findUnique({ where: { username: "reviewer5" }, select: { id: true } });
  if (!existing) {
    await db.account.create({
      data: {
        username: "reviewer5",
        email: "reviewer5@example.org",
        level: 5,
        emailVerified: 2,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      },
    });
  }
  const client = new ApiClient();
  await client.login("reviewer5", DEMO_PASSWORD);
  return client;
}

// Signing in costs a bcrypt hash; a test file reuses one client per level (each file starts
// from a fresh demo database and its own module instance, so nothing leaks between files).
const signedInClients = new Map<LevelName, Promise<ApiClient>>();

export function clientAt(level: LevelName): Promise<ApiClient> {
  if (level === "anonymous") return Promise.resolve(new ApiClient());
  let client = signedInClients.get(level);
  if (!client) {
    client = signIn(level);
    signedInClients.set(level, client);
  }
  return client;
}

async function signIn(level: Exclude<LevelName, "anonymous">): Promise<ApiClient> {
  switch (level) {
    case "quickAccess":
      return quickAccess("Example Teaching Hospital");
    case "level5":
      return levelFiveClient();
    default:
      return signedIn(level);
  }
}

/** The clients below a minimum level, named for the test titles. */
export function levelsBelow(min: 5 | 9): LevelName[] {
  const all: [LevelName, number][] = [
    ["anonymous", 0], ["quickAccess", 2], ["member", 3], ["level5", 5], ["editor", 6],
  ];
  return all.filter(([, n]) => n < min).map(([name]) => name);
}

/** Signs in every client below the level up front, so the refusal tests time only the call. */
export async function signInBelow(min: 5 | 9): Promise<void> {
  for (const level of levelsBelow(min)) await clientAt(level);
}
