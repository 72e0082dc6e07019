import "server-only";
import { NotFound, TooMany } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { countHit } from "@/lib/rate-limit/count-hit";
import { LIMITS } from "@/lib/rate-limit/limits";
import { currentRequest } from "@/lib/request-context";
import { saveFlow } from "./flow-store";
import { loadProvider } from "./load-provider";
import { SSO_MESSAGES as M } from "./messages";
import { authorizationUrl, discoverProvider, newFlowSecrets } from "./provider-client";
import { safeReturnPath } from "../return-path";

/**
 * POST /api/auth/sso/start/: the provider's sign-in page for this browser. State, nonce and the
 * PKCE verifier are kept on the server for this browser's session (flow-store.ts). Anyone may
 * ask and each answer stores a row, so asking is counted per address first. A provider that
 * does not answer is told here (503), while the person is still on the login page.
 */
export async function startSsoSignIn(providerId: number, returnTo?: string): Promise<{ url: string }> {
  const { ip, session } = currentRequest();
  const { max, windowMs } = LIMITS.ssoStartsPerIp;
  if ((await countHit(`sso-start:ip:${ip}`, windowMs)) > max) {
    logEvent("security.sso_starts_limited");
    throw new TooMany();
  }
  const provider = await loadProvider({ id: providerId });
  if (!provider?.enabled) throw new NotFound(M.unavailable);
  const config = await discoverProvider(provider, provider.organisation);
  const secrets = newFlowSecrets();
  const url = await authorizationUrl(config, secrets);
  await saveFlow(session.hash, { providerId: provider.id, purpose: "sign_in", accountId: null, secrets, returnTo: safeReturnPath(returnTo) });
  logEvent("auth.sso_started", { providerId: provider.id });
  return { url };
}

/** An admin's Test sign-in (the provider may still be off): only this admin's browser may finish it. */
export async function startSsoTest(organisationId: number, adminAccountId: number): Promise<{ id: number; url: string }> {
  const { session } = currentRequest();
  const provider = await loadProvider({ organisationId });
  if (!provider) throw new NotFound(M.providerMissing);
  const config = await discoverProvider(provider, provider.organisation);
  const secrets = newFlowSecrets();
  const url = await authorizationUrl(config, secrets, { forceLogin: true });
  await saveFlow(session.hash, { providerId: provider.id, purpose: "test", accountId: adminAccountId, secrets, returnTo: null });
  return { id: provider.id, url };
}
