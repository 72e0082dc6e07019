import { LEVEL } from "@/lib/auth/levels";
import { loadSession, startSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { ApiClient } from "../../helpers/api-client";

// Signed-in test clients for the project calls: demo accounts through the real login call, and
// quick-access (level 2) visitors of an organisation through a session started directly.

export const DEMO_PASSWORD = "Anaesthesia-Demo-2026";

export async function signedIn(username: "admin" | "editor" | "lead" | "member"): Promise<ApiClient> {
  const client = new ApiClient();
  await client.login(username, DEMO_PASSWORD);
  return client;
}

export async function quickAccess(organisationName: string, email = "visitor@example.invalid"): Promise<ApiClient> {
  const organisation = await db.organisation.findUniqueOrThrow({ where: { name: organisationName } });
  const client = new ApiClient();
  const anonymous = await loadSession(null);
  const { cookies } = await startSession(anonymous, {
    organisationId: organisation.id,
    email,
    level: LEVEL.quickAccess,
    kind: "quickAccess",
  });
  for (const cookie of cookies) {
    const pair = cookie.split(";")[0];
    const at = pair.indexOf("=");
    client.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return client;
}
