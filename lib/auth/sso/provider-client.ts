import "server-only";
import * as oidc from "openid-client";
import { clock } from "@/lib/clock";
import { env } from "@/lib/env";
import { Unavailable } from "@/lib/errors";
import { logError } from "@/lib/log";
import { SSO_MESSAGES as M } from "./messages";

// The OpenID Connect protocol is openid-client's (docs/decisions/028-organisation-sign-in-openid-connect.md):
// discovery, the authorization URL with PKCE, state and nonce, the code exchange and every check
// of the ID token (signature from the provider's published keys, issuer, audience, expiry,
// nonce). Nothing here reads a token by hand.
//
// The provider's metadata is discovered afresh for every sign-in (a provider that is down is
// then told at the start, on the login page, not after the person has left for it); the keys it
// publishes are kept per provider between sign-ins and fetched again by the library when a
// token names a key it has not seen (a rotation).

export type ProviderEndpoint = { id: number; issuer: string; clientId: string; clientSecret: string };

const keySets = new Map<string, oidc.ExportedJWKSCache>();
const keyOf = (p: ProviderEndpoint) => `${p.id}\u0000${p.issuer}`;

/** How long discovery, keys and the code exchange may take before the provider counts as down. */
const TIMEOUT_SECONDS = 10;

/** The path the provider sends the browser back to; registered at the provider as APP_URL + this. */
const CALLBACK_PATH = "/sso/callback/";

export function redirectUri(): string {
  return `${env().APP_URL}${CALLBACK_PATH}`;
}

/**
 * An http:// issuer is accepted only while the app itself runs on http:// (a developer's machine
 * or the tests' loopback provider); a deployment on https:// talks to providers over https only.
 */
function insecureIssuerAllowed(): boolean {
  return env().APP_URL.startsWith("http://");
}

/** The provider's configuration for one sign-in, or Unavailable when it does not answer. */
export async function discoverProvider(provider: ProviderEndpoint, organisation: string): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer);
  const insecure = issuer.protocol === "http:";
  if (insecure && !insecureIssuerAllowed()) throw new Unavailable(M.providerDown(organisation));
  try {
    const config = await oidc.discovery(
      issuer,
      provider.clientId,
      {
        client_secret: provider.clientSecret,
        // Token times are judged on the app's clock (lib/clock.ts), which tests move: the skew is
        // how far it is from the machine's, which openid-client reads itself.
        // eslint-disable-next-line no-restricted-syntax -- the machine's clock, to measure the skew
        [oidc.clockSkew]: Math.round((clock.ms() - Date.now()) / 1000),
      },
      oidc.ClientSecretBasic(provider.clientSecret),
      {
        timeout: TIMEOUT_SECONDS,
        // The ID token's signature is checked against the provider's published keys, not only
        // trusted for having come over TLS from the token endpoint.
        execute: insecure ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks],
      },
    );
    const keys = keySets.get(keyOf(provider));
    if (keys) oidc.setJwksCache(config, keys);
    return config;
  } catch (error) {
    logError("sso.discovery_failed", error, { providerId: provider.id });
    throw new Unavailable(M.providerDown(organisation));
  }
}

/** Keeps the keys the library fetched for the next sign-in through this provider. */
export function keepProviderKeys(provider: ProviderEndpoint, config: oidc.Configuration): void {
  const keys = oidc.getJwksCache(config);
  if (keys) keySets.set(keyOf(provider), keys);
}

export type FlowSecrets = { state: string; nonce: string; codeVerifier: string };

export function newFlowSecrets(): FlowSecrets {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

/** The provider's authorization URL for this flow: code flow with PKCE (S256), state and nonce. */
export async function authorizationUrl(config: oidc.Configuration, secrets: FlowSecrets, options: { forceLogin?: boolean } = {}): Promise<string> {
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri(),
    scope: "openid email profile",
    response_type: "code",
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: "S256",
  };
  // A test by an admin asks the provider for a fresh sign-in, so they can use another account.
  if (options.forceLogin) parameters.prompt = "login";
  return oidc.buildAuthorizationUrl(config, parameters).href;
}

export type IdTokenClaims = oidc.IDToken;

/**
 * Exchanges the code in `search` (the query the provider sent the browser back with) and
 * returns the validated ID token's claims. Throws oidc's errors for a refused or forged response
 * (the caller says "not confirmed") and Unavailable when the provider cannot be reached.
 */
export async function redeemCode(
  config: oidc.Configuration,
  search: string,
  secrets: FlowSecrets,
  organisation: string,
): Promise<IdTokenClaims> {
  const current = new URL(redirectUri());
  current.search = search;
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    if (isUnreachable(error)) {
      logError("sso.provider_unreachable", error, {});
      throw new Unavailable(M.providerDown(organisation));
    }
    throw error;
  }
  const claims = tokens.claims();
  if (!claims) throw new Error("no ID token");
  return claims;
}

/** A network failure or a timeout talking to the provider (not a refusal by it). */
function isUnreachable(error: unknown): boolean {
  const causes: unknown[] = [];
  for (let e: unknown = error; e && causes.length < 5; e = (e as { cause?: unknown }).cause) causes.push(e);
  return causes.some((e) => {
    const code = (e as { code?: unknown }).code;
    const name = (e as { name?: unknown }).name;
    return (
      name === "TimeoutError" ||
      name === "AbortError" ||
      code === "OAUTH_TIMEOUT" ||
      code === "ECONNREFUSED" ||
      code === "ECONNRESET" ||
      code === "ENOTFOUND" ||
      code === "EAI_AGAIN" ||
      (e instanceof TypeError && /fetch failed/i.test(String((e as Error).message)))
    );
  });
}
