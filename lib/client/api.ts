"use client";

// The one way the browser calls the API (a call answered by a file: download.ts, on top of this):
// credentials included, CSRF header on every call from the csrftoken cookie, JSON Accept on GET,
// `responseStatus` on every parsed answer, redirects followed, a 403 re-checks the user and goes
// to /login/ (or the answer's redirect), an answer's errorMessage is shown to the person and
// errorConsole is logged.
//
// Calls are named by their path and typed from the table of calls (lib/http/calls.ts): the query
// and body a call takes and the answer it gives come from the server's own declaration, so a
// screen cannot pair a path with the wrong types. Only the table's types reach the page's script.

import type { BodyOf, CallKey, PathOf, QueryOf, ReadAnswerOf } from "@/lib/http/calls";
import { readListInPieces } from "./read-list-in-pieces";

export type ApiAnswer<T = Record<string, unknown>> = T & {
  responseStatus: number;
  errorMessage?: string;
  errorConsole?: string;
  redirect?: string;
  /** 403 for an account change without a fresh proof (components/auth/ConfirmItsYou.tsx). */
  reauthenticate?: boolean;
};

/**
 * Every shape an answer can take (its 200 answer and its refusals, declared in the domain's
 * schemas.ts) read field by field: each key of any shape, optional, with the types it has there.
 * The screen checks `responseStatus` or a discriminating field before it trusts the rest.
 */
export type AnyOf<T> = { [K in T extends unknown ? keyof T : never]?: T extends Record<K, infer V> ? V : never };

/** What the browser reads from a call: its answer, or every shape it may take when it declares refusals. */
export type ClientAnswerOf<K extends CallKey> = ReadAnswerOf<K> extends { answer: infer A; refused: infer R }
  ? [R] extends [never]
    ? A
    : AnyOf<A | R>
  : never;

type Listener = (message: string) => void;
const messageListeners = new Set<Listener>();
let onForbidden: ((redirect: string) => void) | undefined;

/** The message banner subscribes here to show errorMessage answers. */
export function onApiMessage(listener: Listener): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** The session provider registers how a 403 re-checks the user and navigates. */
export function setForbiddenHandler(handler: (redirect: string) => void) {
  onForbidden = handler;
}

/** What a 403 does: re-checks the user and navigates (the session provider's handler). */
export function forbidden(redirect: string): void {
  onForbidden?.(redirect);
}

function csrfToken(): string {
  const match = document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/);
  return match ? decodeURIComponent(match[1]) : "";
}

let tokenRequest: Promise<unknown> | null = null;
let firstCall: Promise<unknown> | null = null;

/**
 * The CSRF token for a POST. A visitor gets it with their first API answer; one who sends a
 * form before that answer has come (a quick sign-in right after the page appears), or whose
 * cookies were cleared, gets it first from /api/usercheck/ instead of a refusal.
 */
export async function csrfTokenForPost(): Promise<string> {
  if (csrfToken()) return csrfToken();
  // The visitor's first answer, on its way, brings it.
  if (firstCall) await firstCall;
  if (csrfToken()) return csrfToken();
  tokenRequest ??= withOneSession(() => fetch("/api/usercheck/", { credentials: "include", headers: { Accept: "application/json" } }))
    .catch(() => undefined)
    .finally(() => (tokenRequest = null));
  await tokenRequest;
  return csrfToken();
}

/**
 * A visitor without a session yet gets one with their first answer. Calls made before it has
 * come wait for it, so that they all go with that one session: sent at once, each would get a
 * session of its own, and whichever answer came last would leave its cookie, orphaning what the
 * others bound to theirs (a passkey challenge, a sign-in sent to an organisation's provider).
 */
export async function withOneSession(send: () => Promise<Response>): Promise<Response> {
  if (csrfToken()) return send();
  if (firstCall) {
    await firstCall;
    return send();
  }
  const sent = send();
  firstCall = sent.catch(() => undefined).finally(() => (firstCall = null));
  return sent;
}

export type CallOptions = {
  /** Show errorMessage answers in the banner (default true). Forms that show errors inline pass false. */
  announce?: boolean;
  /** On 403, re-check the user and navigate away (default true). */
  redirectOn403?: boolean;
  /** A successful answer is a long list under this key: parse it a piece at a time (readListInPieces). */
  listKey?: string;
};

/** A call's options, with the query string its call declares (empty parameters are left out). */
type AddressOptions<K extends CallKey> = CallOptions & { query?: QueryOf<K> };

function withQuery(path: string, query: unknown): string {
  const search = new URLSearchParams(Object.entries((query ?? {}) as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string" && !!e[1])).toString();
  return search ? `${path}?${search}` : path;
}

async function call<T>(method: "GET" | "POST", path: string, body: unknown, options: CallOptions) {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method === "POST") {
    headers["Content-Type"] = "application/json";
    headers["X-CSRFToken"] = await csrfTokenForPost();
  } else if (csrfToken()) {
    // Also on GET: the product's logout and resend calls are GETs (docs/product.md#calls) that
    // change something, and the server acts on them only for a request that proves it comes from
    // our own pages.
    headers["X-CSRFToken"] = csrfToken();
  }
  let response: Response;
  try {
    response = await withOneSession(() =>
      fetch(path, {
        method,
        credentials: "include",
        headers,
        body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
      }),
    );
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    const answer = { responseStatus: 0, errorMessage: "We could not reach the server. Please check your connection and try again." };
    if (options.announce !== false) announce(answer.errorMessage);
    return answer as ApiAnswer<T>;
  }
  if (response.redirected) {
    window.location.assign(response.url);
  }
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown =
      options.listKey && response.ok && response.body ? await readListInPieces(response, options.listKey) : await response.json();
    data = Array.isArray(parsed) ? { results: parsed } : ((parsed as Record<string, unknown>) ?? {});
  } catch {
    data = {};
  }
  const answer = { ...data, responseStatus: response.status } as ApiAnswer<T>;
  if (typeof answer.errorConsole === "string") console.error(answer.errorConsole);
  // "Confirm it's you" (a fresh proof is needed): the screen asks in place, nobody is sent away.
  if (response.status === 403 && answer.reauthenticate === true) return answer;
  if (response.status === 403 && options.redirectOn403 !== false) {
    onForbidden?.(typeof answer.redirect === "string" ? answer.redirect : "/login/");
    return answer;
  }
  if (typeof answer.errorMessage === "string" && options.announce !== false) announce(answer.errorMessage);
  else if (!response.ok && response.status !== 422) console.error(`${method} ${path}: ${response.status}`);
  return answer;
}

/** Shows a message in the page's banner (as an answer's errorMessage is shown). */
export function announce(message: string) {
  for (const listener of messageListeners) listener(message);
}

export function apiGet<P extends PathOf<"GET">>(path: P, options: AddressOptions<`GET ${P}`> = {}) {
  return call<ClientAnswerOf<`GET ${P}`>>("GET", withQuery(path, options.query), undefined, options);
}

export function apiPost<P extends PathOf<"POST">>(path: P, body: BodyOf<`POST ${P}`>, options: AddressOptions<`POST ${P}`> = {}) {
  return call<ClientAnswerOf<`POST ${P}`>>("POST", withQuery(path, options.query), body, options);
}
