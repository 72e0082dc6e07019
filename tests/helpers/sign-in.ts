import type { SignIn } from "@/lib/auth/session";
import type { ApiClient } from "./api-client";
import { storeSetCookie } from "./cookie-jar";
import { DEMO_PASSWORD } from "./demo";

// The one way a vitest test signs a client in. Two doors, both ending in a real session:
// - by password, through the real login call (bcrypt at cost 12: seconds on a busy machine);
// - directly, with the session started as every sign-in call starts one, for tests whose
//   subject is not the sign-in (the security matrix, the database outage).
// Each test keeps its own ApiClient (its own address and cookie jar), so sessions never leak.
// Tests that drive a separately started app over HTTP (tests/reliability) and the Playwright
// fixtures sign in as a browser does, through their own clients.

/** Signs `client` in with a password through POST /api/login/. */
export async function signInWithPassword(
  client: ApiClient,
  username: string,
  { password = DEMO_PASSWORD, rememberMe = false }: { password?: string; rememberMe?: boolean } = {},
): Promise<ApiClient> {
  await client.login(username, password, rememberMe);
  return client;
}

/**
 * Gives `client` a session started as the sign-in calls start it, then asks for the user once,
 * so it holds the csrftoken cookie as a browser does after its first answer. The session module
 * is imported here, at the call, so a test that re-creates the app's modules (vi.resetModules)
 * gets a session in its own database.
 */
export async function signInDirectly(client: ApiClient, signIn: SignIn): Promise<ApiClient> {
  const { loadSession, startSession } = await import("@/lib/auth/session");
  const { cookies } = await startSession(await loadSession(null), signIn, { ip: client.options.ip ?? "127.0.0.1", userAgent: "api-test" });
  for (const cookie of cookies) storeSetCookie(client.cookies, cookie);
  await client.get("/api/usercheck/");
  return client;
}
