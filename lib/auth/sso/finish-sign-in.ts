import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Unavailable } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { currentRequest } from "@/lib/request-context";
import { LEVEL, effectiveLevel } from "../../levels";
import { completeAccountSignIn, completeQuickAccessSignIn, type CompletedSignIn } from "../sign-in/complete-sign-in";
import type { SessionChange } from "../session-change";
import type { SignInResult } from "../sign-in/sign-in-result";
import { takeFlow, type Flow } from "./flow-store";
import { savePendingLink } from "./pending-link";
import { loadProvider, type LoadedProvider } from "./load-provider";
import { SSO_MESSAGES as M } from "./messages";
import { discoverProvider, keepProviderKeys, redeemCode, type IdTokenClaims } from "./provider-client";
import { resolveIdentity } from "./resolve-identity";
import type { FinishSsoAnswer, SsoRefusal } from "./schemas";

/** The answers that sign the browser in (or on to its TOTP step); the others carry no session. */
type SignedInSsoAnswer = Extract<FinishSsoAnswer, { response: "success" | "twofactor" }>;
type UnsignedSsoAnswer = Exclude<FinishSsoAnswer, SignedInSsoAnswer>;
/** A refusal; the answer with the new session; or, for an admin's test or a link to confirm, the answer alone. */
export type SsoSignInResult = SignInResult<SignedInSsoAnswer, SsoRefusal, UnsignedSsoAnswer>;

const refuse = (errorMessage: string, status = 422): SsoSignInResult => ({ refused: { errorMessage }, status });

/**
 * POST /api/auth/sso/callback/: the browser is back from the provider with `search` (its query
 * string). The flow is taken (once, and only by the browser session that started it), the code
 * is exchanged and the ID token checked by openid-client against this flow's state, nonce and
 * PKCE verifier; then the person is signed in as resolveIdentity decides, through the one
 * ending every sign-in has. An admin's test answers the token's claims instead.
 */
export async function finishSsoSignIn(search: string): Promise<SsoSignInResult> {
  const { session } = currentRequest();
  const params = new URLSearchParams(search.replace(/^\?/, ""));
  const state = params.get("state");
  const flow = state && state.length <= 200 ? await takeFlow(state, session.hash) : null;
  if (!flow) {
    logEvent("auth.sso_failed", { reason: "no_flow" });
    return refuse(M.flowExpired);
  }
  const provider = await loadProvider({ id: flow.providerId });
  if (!provider || (flow.purpose === "sign_in" && !provider.enabled)) {
    logEvent("auth.sso_failed", { reason: "provider_off", providerId: flow.providerId });
    return refuse(M.unavailable);
  }
  if (params.has("error")) {
    logEvent("auth.sso_failed", { reason: "provider_refused", providerId: provider.id, error: params.get("error")?.slice(0, 60) });
    return refuse(M.refusedByProvider(provider.organisation));
  }
  const claims = await validatedClaims(provider, params, flow);
  if (!claims) return refuse(M.notConfirmed(provider.organisation));
  if (flow.purpose === "test") return finishTest(provider, flow, claims);

  const who = await resolveIdentity(provider, claims);
  if (who.kind === "refused") {
    logEvent("auth.sso_failed", { reason: who.reason, providerId: provider.id });
    return refuse(who.message);
  }
  if (who.kind === "confirm_link") {
    // Nothing is linked and nobody is signed in yet: the owner proves it is them first.
    await savePendingLink(session.hash, {
      accountId: who.account.id,
      providerId: provider.id,
      ...who.identity,
      mfaAtProvider: provider.enforcesMfa && amrShowsMfa(claims),
      returnTo: flow.returnTo,
    });
    return { answer: { response: "confirm_link", redirect: "/sso/confirm/", organisation: provider.organisation } };
  }
  let done: CompletedSignIn;
  if (who.kind === "account") {
    done = await completeAccountSignIn(who.account, {
      method: "oidc",
      landing: flow.returnTo ?? "/my_projects/",
      identityProviderId: provider.id,
      mfaAtProvider: provider.enforcesMfa && amrShowsMfa(claims),
    });
    await logSignIn(provider, { accountId: who.account.id, userName: who.account.username, email: who.account.email }, done);
  } else {
    done = await completeQuickAccessSignIn({ organisationId: who.organisationId, email: who.email }, { method: "oidc", identityProviderId: provider.id });
    if (flow.returnTo) done = { ...done, redirect: flow.returnTo };
    await logSignIn(provider, { accountId: null, userName: "", email: who.email }, done);
  }
  return signedInAnswer(done);
}

/** The answer of a sign-in that went through: the TOTP step next, or signed in. */
export function signedInAnswer(done: CompletedSignIn): { answer: SignedInSsoAnswer; session: SessionChange } {
  const answer: SignedInSsoAnswer =
    done.stage === "twofactor"
      ? { response: "twofactor", userLevel: 0, redirect: "/twofactor/" }
      : { response: "success", userLevel: done.userLevel, email: done.email, redirect: done.redirect };
  return { answer, session: done.session };
}

/** The ID token's claims, checked by openid-client; null when the response is refused or forged. */
async function validatedClaims(provider: LoadedProvider, params: URLSearchParams, flow: Flow): Promise<IdTokenClaims | null> {
  const config = await discoverProvider(provider, provider.organisation);
  try {
    return await redeemCode(config, params.toString(), flow.secrets, provider.organisation);
  } catch (error) {
    if (error instanceof Unavailable) throw error;
    const code = (error as { code?: unknown }).code;
    logEvent("auth.sso_failed", {
      reason: "not_confirmed",
      providerId: provider.id,
      errorCode: typeof code === "string" ? code : undefined,
      detail: error instanceof Error ? error.message.slice(0, 200) : undefined,
    });
    return null;
  } finally {
    keepProviderKeys(provider, config);
  }
}

/**
 * RFC 8176: "mfa" says the provider used more than one factor; "otp" (a one-time code), "hwk"
 * and "swk" (a hardware- or software-held key) name a second factor. Trusted only where the
 * admin said the provider enforces MFA (off by default).
 */
const MFA_AMR = new Set(["mfa", "otp", "hwk", "swk"]);
function amrShowsMfa(claims: IdTokenClaims): boolean {
  return Array.isArray(claims.amr) && claims.amr.some((value) => typeof value === "string" && MFA_AMR.has(value));
}

/** The sign-in in the activity log, under the provider's organisation (level 9 reads it). */
export async function logSignIn(
  provider: LoadedProvider,
  who: { accountId: number | null; userName: string; email: string },
  done: CompletedSignIn,
): Promise<void> {
  const next = done.stage === "twofactor" ? " (two-factor step next)" : "";
  await db.$transaction((tx) => logActivity(tx, {
    session: who,
    action: who.accountId ? "account.sso_sign_in" : "organisation.sso_sign_in",
    entityType: who.accountId ? "account" : "organisation",
    entityId: who.accountId ?? provider.organisationId,
    summary: who.accountId
      ? `${who.userName} signed in with ${provider.organisation}${next}`
      : `${who.email} signed in with ${provider.organisation} for read-only access`,
  }));
}

/** Claims never worth showing: the nonce and hashes of tokens. */
const HIDDEN_CLAIMS = new Set(["nonce", "at_hash", "c_hash", "s_hash"]);

async function finishTest(provider: LoadedProvider, flow: Flow, claims: IdTokenClaims): Promise<SsoSignInResult> {
  const { session } = currentRequest();
  if (!session.signedIn || session.accountId !== flow.accountId || effectiveLevel(session.level) < LEVEL.admin) {
    return refuse(M.testNeedsAdmin);
  }
  await db.$transaction(async (tx) => {
    await tx.identityProvider.update({ where: { id: provider.id }, data: { lastTestedAt: clock.now() } });
    await logActivity(tx, {
      session,
      action: "organisation.sso_test",
      entityType: "organisation",
      entityId: provider.organisationId,
      summary: `Tested the sign-in of ${provider.organisation}`,
    });
  });
  logEvent("auth.sso_tested", { providerId: provider.id, accountId: session.accountId });
  const shown = Object.fromEntries(Object.entries(claims).filter(([name]) => !HIDDEN_CLAIMS.has(name)));
  return { answer: { response: "test", organisationId: provider.organisationId, organisation: provider.organisation, claims: shown } };
}
