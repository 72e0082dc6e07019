/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers of many shapes loosely */
import { storeSetCookie } from "./cookie-jar";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { CALLS } from "@/lib/http/calls";
import { PEER_ADDRESS_HEADER } from "@/lib/http/client-address";

// Calls the app's route handlers in-process, as a browser would over HTTP: a cookie jar,
// the CSRF header echoed from the csrftoken cookie, and the Origin of the app. Each test
// user gets its own ApiClient, so sessions never leak between them.

const APP_DIR = path.resolve(__dirname, "../../app");
export const TEST_ORIGIN = "http://localhost:3000";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<"GET" | "POST", Handler>>;

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers; text: string; /** the answer's bytes, for a file */ bytes?: Uint8Array };

/** Finds app/api/.../route.ts for a URL path, matching [param] folders like Next does. */
export function resolveRoute(urlPath: string): { file: string; params: Record<string, string> } {
  const segments = urlPath.split("?")[0].split("/").filter(Boolean);
  let dir = APP_DIR;
  const params: Record<string, string> = {};
  for (const segment of segments) {
    const exact = path.join(dir, segment);
    if (existsSync(exact)) {
      dir = exact;
      continue;
    }
    const dynamic = readdirSync(dir).find((name) => /^\[[^.\]]+\]$/.test(name));
    if (!dynamic) throw new Error(`No route for ${urlPath}`);
    params[dynamic.slice(1, -1)] = decodeURIComponent(segment);
    dir = path.join(dir, dynamic);
  }
  const file = path.join(dir, "route.ts");
  if (!existsSync(file)) throw new Error(`No route for ${urlPath}`);
  return { file, params };
}

export class ApiClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly options: { ip?: string; userAgent?: string } = {}) {}

  get csrfToken(): string | undefined {
    return this.cookies.get("csrftoken");
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /**
   * GET with the CSRF header once the client has the cookie, as lib/client/api.ts sends it. A GET
   * that changes state (calls.ts) is sent as the app's pages send it: after the first answer has
   * given the page its token.
   */
  async get<T = any>(urlPath: string, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const key = `GET ${urlPath.split("?")[0]}`;
    if (!this.csrfToken && (CALLS as Record<string, { changesState?: boolean }>)[key]?.changesState) await this.get("/api/usercheck/");
    const csrf: Record<string, string> = this.csrfToken ? { "x-csrftoken": this.csrfToken } : {};
    return this.request<T>("GET", urlPath, undefined, { ...csrf, ...headers });
  }

  /** POST JSON (or a raw string or streamed body) with the CSRF header, unless overridden in `headers`. */
  async post<T = any>(
    urlPath: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    if (!this.csrfToken) await this.get("/api/usercheck/");
    return this.request<T>("POST", urlPath, body, {
      "x-csrftoken": this.csrfToken ?? "",
      origin: TEST_ORIGIN,
      ...headers,
    });
  }

  async request<T>(
    method: "GET" | "POST",
    urlPath: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<ApiResponse<T>> {
    const { file, params } = resolveRoute(urlPath);
    const mod = (await import(/* @vite-ignore */ file)) as RouteModule;
    const handler = mod[method];
    if (!handler) return { status: 405, body: undefined as T, headers: new Headers(), text: "" };
    const peer = this.options.ip ?? "127.0.0.1";
    const allHeaders = new Headers({
      accept: "application/json",
      host: new URL(TEST_ORIGIN).host,
      "user-agent": this.options.userAgent ?? "api-test",
      ...headers,
    });
    // What the server does with the connection: Next adds X-Forwarded-For from the socket only
    // when the client sent none, and the peer-address hook writes the socket's address over
    // whatever the client put in its header (scripts/server/peer-address.cjs).
    if (!allHeaders.has("x-forwarded-for")) allHeaders.set("x-forwarded-for", peer);
    allHeaders.set(PEER_ADDRESS_HEADER, peer);
    if (this.cookies.size) allHeaders.set("cookie", this.cookieHeader());
    // A stream is sent as it comes (a body that arrives in pieces, or breaks off).
    let payload: string | ReadableStream<Uint8Array> | undefined;
    if (body !== undefined) {
      payload = typeof body === "string" || body instanceof ReadableStream ? body : JSON.stringify(body);
      allHeaders.set("content-type", "application/json");
    }
    // Drop headers a test explicitly set to empty (e.g. no CSRF header at all).
    for (const [name, value] of [...allHeaders]) if (value === "") allHeaders.delete(name);
    const req = new NextRequest(new URL(urlPath, TEST_ORIGIN), { method, headers: allHeaders, body: payload, duplex: "half" });
    const res = await handler(req, { params: Promise.resolve(params) });
    for (const cookie of res.headers.getSetCookie()) this.storeCookie(cookie);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as T, headers: res.headers, text, bytes };
  }

  private storeCookie(setCookie: string) {
    storeSetCookie(this.cookies, setCookie);
  }

  /** Signs in with a password through the real login call. */
  async login(username: string, password: string, rememberMe = false) {
    const res = await this.post("/api/login/", { username, password, remember_me: rememberMe });
    if (res.status !== 200) throw new Error(`login as ${username} failed: ${res.status} ${res.text}`);
    return res;
  }
}
