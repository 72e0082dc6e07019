import "server-only";
import { clock } from "@/lib/clock";
import { db, directReads } from "@/lib/db";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { Prisma } from "@/lib/generated/prisma/client";
import { readCookie, serializeCookie, sessionCookieName } from "./cookies";
import { effectiveLevel, LEVEL } from "../levels";
import { sealSessionId, unsealSessionId } from "./sealed-session-id";
import { expiryFor, isIdleExpired, SESSION_POLICY, type SessionKind } from "./session-policy";
import { randomToken, sha256 } from "@/lib/crypto/tokens";
import type { CurrentSession } from "../current-session";

// A random session id lives sealed (iron-session) in an HttpOnly cookie; the session itself is a
// row in PostgreSQL keyed by the id's SHA-256, so it can be revoked and shared by app instances.
// A visitor who has not signed in still gets an id (without a row) so CSRF tokens can be bound.

export type { CurrentSession };

function anonymous(sid: string, isNew: boolean): CurrentSession {
  return {
    sid,
    hash: sha256(sid),
    isNew,
    signedIn: false,
    stage: "anonymous",
    level: LEVEL.anonymous,
    accountId: null,
    organisationId: null,
    userName: "",
    email: "",
    people: [],
    authenticatedAt: null,
    reauthenticatedAt: null,
    redirectTo: null,
  };
}

async function readSid(cookieHeader: string | null): Promise<string | undefined> {
  const sealed = readCookie(cookieHeader, sessionCookieName());
  return sealed ? unsealSessionId(sealed) : undefined;
}

// The session, its account and the account's people in one statement: every request reads
// them, so they cost one round trip. The statement is the database function read_session, which
// keeps its plan from one request to the next (migration read_session_function: also who an
// account's people are, and when a quick-access session still holds). It is read through the
// pool directly, as the lists are: Prisma's handling of raw statements would more than double its
// cost (docs/decisions/016-list-reads-past-prisma-and-remembered-session-cookies.md).
type SessionRow = {
  account_id: number | null;
  organisation_id: number | null;
  email: string | null;
  level: number;
  stage: "pending_2fa" | "active";
  redirect_to: string | null;
  remember: boolean;
  authenticated_at: Date;
  reauthenticated_at: Date | null;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  username: string | null;
  account_email: string | null;
  account_level: number | null;
  disabled: boolean | null;
  people: number[];
  domain_covered: boolean;
  identity_provider_id: number | null;
  /** false once the identity provider the session was made through is switched off */
  provider_enabled: boolean;
};

async function readSession(hash: string): Promise<SessionRow | undefined> {
  const rows = await directReads.$queryRaw<SessionRow[]>(Prisma.sql`SELECT * FROM read_session(${hash})`);
  return rows[0];
}

export async function loadSession(cookieHeader: string | null): Promise<CurrentSession> {
  const sid = await readSid(cookieHeader);
  if (!sid) return anonymous(randomToken(), true);
  const hash = sha256(sid);
  const row = await readSession(hash);
  const now = clock.ms();
  if (
    !row ||
    row.revoked_at ||
    row.expires_at.getTime() <= now ||
    isIdleExpired(row.last_seen_at, row.remember, now) ||
    row.disabled ||
    !row.domain_covered ||
    !row.provider_enabled
  ) {
    return anonymous(sid, false);
  }
  if (now - row.last_seen_at.getTime() > SESSION_POLICY.touchEvery) {
    await db.session.update({ where: { id: hash }, data: { lastSeenAt: new Date(now) } });
  }
  const active = row.stage === "active";
  const hasAccount = row.account_id !== null;
  const level = hasAccount ? effectiveLevel(row.account_level ?? LEVEL.anonymous) : row.level;
  const email = row.account_email ?? row.email ?? "";
  return {
    sid,
    hash,
    isNew: false,
    signedIn: active,
    stage: row.stage,
    level: active ? level : LEVEL.anonymous,
    accountId: row.account_id,
    organisationId: row.organisation_id,
    userName: active ? (row.username ?? email) : "",
    email: active ? email : "",
    people: active && hasAccount ? row.people : [],
    authenticatedAt: row.authenticated_at,
    reauthenticatedAt: row.reauthenticated_at,
    redirectTo: row.redirect_to,
  };
}

export type SignIn = {
  accountId?: number;
  organisationId?: number;
  email?: string;
  level: number;
  kind: SessionKind;
  /** "pending_2fa": the password (or code) was right and the TOTP step is next. Default "active". */
  stage?: "pending_2fa" | "active";
  /** Where a pending sign-in lands once its TOTP step is done. */
  redirectTo?: string;
  /** How the person proved who they are (for the log). */
  method?: string;
  /**
   * The organisation's identity provider the person signed in through: the session then ends
   * when that provider is switched off, and after at most OIDC_SESSION_HOURS.
   */
  identityProviderId?: number;
};

/** When a new session ends: its kind's lifetime, capped for sessions made through a provider. */
function sessionExpiry(signIn: SignIn, now: number): Date {
  if (signIn.stage === "pending_2fa") return new Date(now + SESSION_POLICY.pendingSecondStep);
  const usual = expiryFor(signIn.kind, now);
  if (!signIn.identityProviderId) return usual;
  const cap = now + env().OIDC_SESSION_HOURS * 60 * 60 * 1000;
  return new Date(Math.min(usual.getTime(), cap));
}

/**
 * Starts a new session with a new id for `signIn` (the previous one is revoked, so a fixated id
 * is worthless) and returns it with the cookie to send. The request's browser and address are
 * noted on it ("Where you are signed in").
 */
export async function startSession(
  previous: CurrentSession,
  signIn: SignIn,
  where: { ip: string; userAgent: string | null },
): Promise<{ session: CurrentSession; cookies: string[] }> {
  const sid = randomToken();
  const hash = sha256(sid);
  const now = clock.now();
  const pending = signIn.stage === "pending_2fa";
  await db.$transaction([
    db.session.updateMany({
      where: { id: previous.hash, revokedAt: null },
      data: { revokedAt: now },
    }),
    db.session.create({
      data: {
        id: hash,
        accountId: signIn.accountId ?? null,
        organisationId: signIn.organisationId ?? null,
        email: signIn.email ?? null,
        level: signIn.level,
        stage: signIn.stage ?? "active",
        redirectTo: signIn.redirectTo ?? null,
        remember: signIn.kind === "remembered",
        authenticatedAt: now,
        lastSeenAt: now,
        expiresAt: sessionExpiry(signIn, now.getTime()),
        identityProviderId: signIn.identityProviderId ?? null,
        userAgent: where.userAgent?.slice(0, 300) ?? null,
        ip: where.ip.slice(0, 64),
      },
    }),
  ]);
  if (signIn.accountId && !pending) {
    await db.account.update({ where: { id: signIn.accountId }, data: { lastSignInAt: now } });
  }
  const fields = {
    accountId: signIn.accountId,
    organisationId: signIn.organisationId,
    method: signIn.method,
    identityProviderId: signIn.identityProviderId,
  };
  logEvent(pending ? "auth.login_second_step" : "auth.login", fields);
  // Without Remember me the cookie ends with the browser session.
  const maxAge = signIn.kind === "remembered" ? SESSION_POLICY.remembered / 1000 : undefined;
  return {
    session: { ...anonymous(sid, true), hash },
    cookies: [await sessionCookie(sid, maxAge)],
  };
}

export async function sessionCookie(sid: string, maxAgeSeconds?: number): Promise<string> {
  return serializeCookie(sessionCookieName(), await sealSessionId(sid), { httpOnly: true, maxAgeSeconds });
}

/** Revokes the current session; the visitor continues with a fresh anonymous id. */
export async function endSession(
  current: CurrentSession,
): Promise<{ session: CurrentSession; cookies: string[] }> {
  await db.session.updateMany({
    where: { id: current.hash, revokedAt: null },
    data: { revokedAt: clock.now() },
  });
  const sid = randomToken();
  return { session: anonymous(sid, true), cookies: [await sessionCookie(sid)] };
}

/** Notes a new proof of who is at the keyboard on the current session (re-authentication). */
export async function recordStepUp(current: CurrentSession): Promise<void> {
  await db.session.updateMany({ where: { id: current.hash, revokedAt: null }, data: { reauthenticatedAt: clock.now() } });
}

/** Revokes every session of an account except, optionally, the one making the request. */
export async function revokeAccountSessions(accountId: number, exceptHash?: string) {
  await db.session.updateMany({
    where: { accountId, revokedAt: null, ...(exceptHash ? { NOT: { id: exceptHash } } : {}) },
    data: { revokedAt: clock.now() },
  });
}
