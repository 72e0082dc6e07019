import { afterAll, beforeAll } from "vitest";
import { db } from "@/lib/db";
import type { ApiClient, ApiResponse } from "../../../helpers/api-client";
import { signInAtProvider, startTestProvider, type TestAccount, type TestProvider } from "../../../helpers/oidc-test-provider";
import { newClient, signedIn } from "../kit";

// Sign-in through an organisation's provider, driven as a browser does: the login page's start
// call, the provider's own pages (real HTTP on loopback), then the app's callback with the
// query the provider sent back. The app runs in-process (tests/helpers/api-client.ts).

export const REDIRECT_URI = "http://localhost:3000/sso/callback/";
export const HOSPITAL = "Example Teaching Hospital";
export const SCHOOL = "Northern School of Anaesthesia";
export const TENANT = "11111111-2222-4333-8444-555555555555";
export const OTHER_TENANT = "99999999-8888-4777-8666-555555555555";

export async function organisationId(name: string): Promise<number> {
  return (await db.organisation.findUniqueOrThrow({ where: { name }, select: { id: true } })).id;
}

/** One provider for the whole file, started before it and stopped after. */
export function providerForThisFile(accounts: TestAccount[] = []): () => TestProvider {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider({ redirectUris: [REDIRECT_URI], accounts });
  });
  afterAll(async () => provider?.stop());
  return () => provider;
}

export type ProviderSetup = {
  kind?: "generic" | "entra";
  tenantIds?: string[];
  firstSignIn?: "account" | "visitor";
  onlyThroughProvider?: boolean;
  enforcesMfa?: boolean;
  enabled?: boolean;
};

/** Configures `organisation`'s provider through the admin call, switched on unless said otherwise. */
export async function configureProvider(admin: ApiClient, provider: TestProvider, organisation: string, setup: ProviderSetup = {}): Promise<number> {
  const orgId = await organisationId(organisation);
  const saved = await admin.post("/api/admin/identity_providers/", {
    action: "save",
    organisationId: orgId,
    kind: setup.kind ?? "generic",
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    tenantIds: setup.tenantIds ?? [],
    firstSignIn: setup.firstSignIn ?? "account",
    onlyThroughProvider: setup.onlyThroughProvider ?? false,
    enforcesMfa: setup.enforcesMfa ?? false,
  });
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${saved.text}`);
  const action = setup.enabled === false ? "disable" : "enable";
  const switched = await admin.post("/api/admin/identity_providers/", { action, organisationId: orgId });
  if (switched.status !== 200) throw new Error(`${action} failed: ${switched.status} ${switched.text}`);
  return saved.body.id as number;
}

/** Removes every provider (and with them their identities and sessions), for a clean start. */
export async function removeProviders(): Promise<void> {
  await db.identityProvider.deleteMany({});
}

export function adminClient(): Promise<ApiClient> {
  return signedIn("admin");
}

/** The provider's query back to the app, after `login` signed in there for the flow `client` started. */
export async function startAndSignInAtProvider(
  client: ApiClient,
  providerId: number,
  login: string,
  options: { returnTo?: string; rewrite?: (url: URL) => void } = {},
): Promise<{ start: ApiResponse; search: string }> {
  const start = await client.post("/api/auth/sso/start/", { provider: providerId, ...(options.returnTo ? { returnTo: options.returnTo } : {}) });
  if (start.status !== 200) throw new Error(`start failed: ${start.status} ${start.text}`);
  const url = new URL(start.body.url);
  options.rewrite?.(url);
  const search = await signInAtProvider(url.href, login, REDIRECT_URI);
  return { start, search };
}

/** The whole sign-in: start, the provider's pages, the callback. Returns the callback's answer. */
export async function ssoSignIn(client: ApiClient, providerId: number, login: string, options: { returnTo?: string } = {}): Promise<ApiResponse> {
  const { search } = await startAndSignInAtProvider(client, providerId, login, options);
  return client.post("/api/auth/sso/callback/", { search });
}

export { newClient };

/**
 * A sign-in that may land on "confirm it's you" (an account that must prove itself before a
 * first link): confirms with `password` there, as the owner would. Returns the last answer.
 */
export async function ssoSignInConfirming(client: ApiClient, providerId: number, login: string, password: string): Promise<ApiResponse> {
  const res = await ssoSignIn(client, providerId, login);
  if (res.status !== 200 || res.body.response !== "confirm_link") return res;
  return client.post("/api/auth/sso/confirm_link/", { password });
}
