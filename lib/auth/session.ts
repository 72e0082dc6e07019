import "server-only";
import { sealData, unsealData } from "iron-session";
import { db } from "@/lib/db";
import { requireSessionSecret } from "@/lib/env";
import { readCookie, serializeCookie, sessionCookieName } from "./cookies";
import { effectiveLevel, LEVEL } from "./levels";
import { expiryFor, isIdleExpired, SESSION_POLICY, type SessionKind } from "./session-policy";
import { randomToken, sha256 } from "./tokens";

// A random session id lives sealed (iron-session) in an HttpOnly cookie; the session itself is a
// row in PostgreSQL keyed by the id's SHA-256, so it can be revoked and shared by app instances.
// A visitor who has not signed in still gets an id (without a row) so CSRF tokens can be bound.

export type CurrentSession = {
  sid: string;
  hash: string;
  /** true when the id was created for this request and its cookie must be sent */
  isNew: boolean;
  signedIn: boolean;
  stage: "anonymous" | "pending_2fa" | "active";
  level: number;
  accountId: number | null;
  organisationId: number | null;
  userName: string;
  email: string;
  people: number[];
  authenticatedAt: Date | null;
  redirectTo: string | null;
};

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
    redirectTo: null,
  };
}

async function readSid(cookieHeader: string | null): Promise<string | undefined> {
  const sealed = readCookie(cookieHeader, sessionCookieName());
  if (!sealed) return undefined;
  try {
    const data = await unsealData<{ sid?: unknown }>(decodeURIComponent(sealed), {
      password: requireSessionSecret(),
      ttl: 0,
    });
    return typeof data.sid === "string" && data.sid.length >= 32 ? data.sid : undefined;
  } catch {
    return undefined;
  }
}

export async function loadSession(cookieHeader: string | null): Promise<CurrentSession> {
  const sid = await readSid(cookieHeader);
  if (!sid) return anonymous(randomToken(), true);
  const hash = sha256(sid);
  const row = await db.session.findUnique({
    where: { id: hash },
    include: {
      account: {
        select: { username: true, email: true, level: true, disabled: true, personId: true },
      },
    },
  });
  const now = Date.now();
  if (
    !row ||
    row.revokedAt ||
    row.expiresAt.getTime() <= now ||
    isIdleExpired(row.lastSeenAt, row.remember, now) ||
    row.account?.disabled
  ) {
    return anonymous(sid, false);
  }
  if (now - row.lastSeenAt.getTime() > SESSION_POLICY.touchEvery) {
    await db.session.update({ where: { id: hash }, data: { lastSeenAt: new Date(now) } });
  }
  const active = row.stage === "active";
  const level = row.account ? effectiveLevel(row.account.level) : row.level;
  const email = row.account?.email ?? row.email ?? "";
  return {
    sid,
    hash,
    isNew: false,
    signedIn: active,
    stage: row.stage,
    level: active ? level : LEVEL.anonymous,
    accountId: row.accountId,
    organisationId: row.organisationId,
    userName: active ? (row.account?.username ?? email) : "",
    email: active ? email : "",
    people: active && row.account ? await peopleOf(row.account.personId, email) : [],
    authenticatedAt: row.authenticatedAt,
    redirectTo: row.redirectTo,
  };
}

/** Person ids of an account: its linked person and any person with the same email. */
async function peopleOf(personId: number | null, email: string): Promise<number[]> {
  const people = await db.person.findMany({
    where: { OR: [{ email }, ...(personId ? [{ id: personId }] : [])] },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  return people.map((p) => p.id);
}

export type SignIn = {
  accountId?: number;
  organisationId?: number;
  email?: string;
  level: number;
  kind: SessionKind;
  stage?: "pending_2fa" | "active";
  redirectTo?: string;
  userAgent?: string | null;
};

/**
 * Starts a new session with a new id (the old one is revoked, so a fixated id is worthless)
 * and returns the Set-Cookie values to send.
 */
export async function startSession(previous: CurrentSession, signIn: SignIn): Promise<{
  session: CurrentSession;
  cookies: string[];
}> {
  const sid = randomToken();
  const hash = sha256(sid);
  const now = new Date();
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
        expiresAt: expiryFor(signIn.kind, now.getTime()),
        userAgent: signIn.userAgent?.slice(0, 300) ?? null,
      },
    }),
  ]);
  if (signIn.accountId && (signIn.stage ?? "active") === "active") {
    await db.account.update({ where: { id: signIn.accountId }, data: { lastSignInAt: now } });
  }
  // Without Remember me the cookie ends with the browser session.
  const maxAge = signIn.kind === "remembered" ? SESSION_POLICY.remembered / 1000 : undefined;
  return {
    session: { ...anonymous(sid, true), hash },
    cookies: [await sessionCookie(sid, maxAge)],
  };
}

export async function sessionCookie(sid: string, maxAgeSeconds?: number): Promise<string> {
  const sealed = await sealData({ sid }, { password: requireSessionSecret(), ttl: 0 });
  return serializeCookie(sessionCookieName(), sealed, { httpOnly: true, maxAgeSeconds });
}

/** Revokes the current session; the visitor continues with a fresh anonymous id. */
export async function endSession(
  current: CurrentSession,
): Promise<{ session: CurrentSession; cookies: string[] }> {
  await db.session.updateMany({
    where: { id: current.hash, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  const sid = randomToken();
  return { session: anonymous(sid, true), cookies: [await sessionCookie(sid)] };
}

/** Revokes every session of an account except, optionally, the one making the request. */
export async function revokeAccountSessions(accountId: number, exceptHash?: string) {
  await db.session.updateMany({
    where: { accountId, revokedAt: null, ...(exceptHash ? { NOT: { id: exceptHash } } : {}) },
    data: { revokedAt: new Date() },
  });
}
