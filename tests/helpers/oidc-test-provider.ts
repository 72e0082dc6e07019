// A real OpenID Connect provider for the tests: oidc-provider (the certified Node implementation)
// on a loopback port, with accounts and claims the test chooses. Nothing of the protocol is
// mocked: the app discovers it, sends browsers to it, exchanges codes with it and checks its
// ID tokens against the keys it publishes. Used by the API tests (in-process app) and by the
// end-to-end tests (the app in its own process reaches it over loopback).
//
// What a test can do to it besides signing people in: rotate its signing keys, stop it (a
// provider that is down), and change a token response on its way out (a tampered or replayed ID
// token, as a broken network path or a hostile endpoint would send).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

export type TestAccount = {
  /** the `sub` claim, and the login name typed at the provider's sign-in form */
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  /** Entra ID's tenant and object ids */
  tid?: string;
  oid?: string;
  /** what the provider says about the sign-in (RFC 8176), e.g. ["pwd", "mfa"] */
  amr?: string[];
};

export type TokenTamper = (body: Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>;

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  addAccount(account: TestAccount): void;
  /** New signing keys: tokens from now on are signed with a key the app has not seen. */
  rotateKeys(): Promise<void>;
  /** Change every token response until set back to null. */
  tamperTokenResponses(tamper: TokenTamper | null): void;
  /** The ID tokens it issued, newest last (a test replays one). */
  issuedIdTokens: string[];
  stop(): Promise<void>;
  /** Starts again on the same port (after stop). */
  restart(): Promise<void>;
};

async function signingKeys() {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, alg: "RS256", use: "sig", kid: `test-${Math.random().toString(36).slice(2, 10)}` }] };
}

export async function startTestProvider(options: {
  redirectUris: string[];
  accounts?: TestAccount[];
  clientId?: string;
  clientSecret?: string;
  port?: number;
  /** Lifetime of its ID tokens (default an hour). */
  idTokenTtlSeconds?: number;
}): Promise<TestProvider> {
  const clientId = options.clientId ?? "directory-test-client";
  const clientSecret = options.clientSecret ?? "directory-test-secret-0123456789";
  const accounts = new Map((options.accounts ?? []).map((a) => [a.sub, a]));
  const issuedIdTokens: string[] = [];
  let tamper: TokenTamper | null = null;
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  async function build(jwks: Awaited<ReturnType<typeof signingKeys>>) {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: options.redirectUris,
          response_types: ["code"],
          grant_types: ["authorization_code"],
          token_endpoint_auth_method: "client_secret_basic",
        },
      ],
      async findAccount(_ctx: unknown, id: string) {
        const account = accounts.get(id);
        if (!account) return undefined;
        return {
          accountId: id,
          async claims() {
            // amr is the sign-in's, not the account's (set at the sign-in form below)
            return Object.fromEntries(Object.entries(account).filter(([name]) => name !== "amr"));
          },
        };
      },
      claims: {
        // amr: how the person signed in (set by the sign-in form below)
        openid: ["sub", "tid", "oid", "amr"],
        email: ["email", "email_verified"],
        profile: ["name"],
      },
      // The claims in the ID token itself, as Entra ID and most providers send them.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: true } },
      pkce: { required: () => true },
      jwks,
      cookies: { keys: ["oidc-test-provider-cookie-key"] },
      ...(options.idTokenTtlSeconds ? { ttl: { IdToken: options.idTokenTtlSeconds } } : {}),
    });
    // Token responses on their way out: noted (a test replays an ID token) and, when asked, changed.
    provider.use(async (ctx: { path: string; body: unknown }, next: () => Promise<void>) => {
      await next();
      if (ctx.path !== "/token" || !ctx.body || typeof ctx.body !== "object") return;
      const body = ctx.body as Record<string, unknown>;
      if (typeof body.id_token === "string") issuedIdTokens.push(body.id_token);
      if (tamper) ctx.body = await tamper(body);
    });
    const callback = provider.callback();
    return (req: http.IncomingMessage, res: http.ServerResponse) => {
      // The development forms' answers, finished here as the development handler does, with
      // the account's amr added (which that form cannot set) so a test can say the person used
      // more than one factor.
      const interaction = req.method === "POST" && req.url?.match(/^\/interaction\/([\w-]+)$/);
      if (!interaction) return void callback(req, res);
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      req.on("end", () => {
        const form = new URLSearchParams(raw);
        void finishInteraction(provider, req, res, form).catch((error: unknown) => {
          res.statusCode = 400;
          res.end(String(error));
        });
      });
    };
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- oidc-provider ships no types
  async function finishInteraction(provider: any, req: http.IncomingMessage, res: http.ServerResponse, form: URLSearchParams) {
    const { prompt, grantId, session, params } = await provider.interactionDetails(req, res);
    if (form.get("prompt") === "login") {
      const accountId = form.get("login") ?? "";
      const amr = accounts.get(accountId)?.amr;
      await provider.interactionFinished(req, res, { login: { accountId, ...(amr ? { amr } : {}) } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = grantId ? await provider.Grant.find(grantId) : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(" "));
    if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  handler = await build(await signingKeys());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    issuedIdTokens,
    addAccount(account) {
      accounts.set(account.sub, account);
    },
    async rotateKeys() {
      handler = await build(await signingKeys());
    },
    tamperTokenResponses(next) {
      tamper = next;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restart() {
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
  };
}

/**
 * Plays the person at the provider, as a browser would: follows the redirects from the app's
 * authorization URL with the provider's cookies, fills the sign-in form as `login`, consents,
 * and returns the query string the provider sends back to the app (code, state, iss), or the
 * error it sends. `rewrite` may change the authorization URL first (a tampered nonce).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const keep = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
  };
  let url = authorizationUrl;
  let method: "GET" | "POST" = "GET";
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url).search;
    const res = await fetch(url, {
      method,
      body,
      redirect: "manual",
      headers: { cookie: cookieHeader(), ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    });
    keep(res);
    const location = res.headers.get("location");
    if (location) {
      url = new URL(location, url).href;
      method = "GET";
      body = undefined;
      continue;
    }
    const page = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${page.slice(0, 300)}`);
    // An interaction page: the sign-in form or the consent form, posted back to where it came from.
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? (/name="login"/.test(page) ? "login" : "consent");
    method = "POST";
    body = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt }).toString();
  }
  throw new Error("too many redirects at the provider");
}
