/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers of many shapes loosely */

// A browser over real HTTP for tests that start the app as a process: one cookie jar, the CSRF
// header echoed from the csrftoken cookie and the app's Origin on every POST. `base` can differ
// per call, as behind a load balancer that sends one browser to different instances.

import { CALLS } from "@/lib/http/calls";
import { storeSetCookie } from "../../helpers/cookie-jar";

export type HttpAnswer<T = any> = { status: number; body: T; text: string; headers: Headers };

export class HttpBrowser {
  readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async get<T = any>(base: string, path: string, headers: Record<string, string> = {}): Promise<HttpAnswer<T>> {
    // A GET that changes state (the table of calls) is sent as a page sends it: with its token.
    const changesState = (CALLS as Record<string, { changesState?: boolean }>)[`GET ${path.split("?")[0]}`]?.changesState;
    if (changesState && !this.cookies.get("csrftoken")) await this.get(base, "/api/usercheck/");
    return this.send<T>(base, path, { method: "GET", headers });
  }

  async post<T = any>(base: string, path: string, body: unknown): Promise<HttpAnswer<T>> {
    if (!this.cookies.get("csrftoken")) await this.get(base, "/api/usercheck/");
    return this.send<T>(base, path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-csrftoken": this.cookies.get("csrftoken") ?? "", origin: this.origin },
    });
  }

  private async send<T>(base: string, path: string, init: { method: string; body?: string; headers?: Record<string, string> }): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { accept: "application/json", "user-agent": "two-instances-test", ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    // As the app's client module does: the token on every call, GET included.
    const token = this.cookies.get("csrftoken");
    if (token && !headers["x-csrftoken"]) headers["x-csrftoken"] = token;
    const res = await fetch(new URL(path, base), { ...init, headers, redirect: "manual" });
    for (const cookie of res.headers.getSetCookie()) this.store(cookie);
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: res.status, body: body as T, text, headers: res.headers };
  }

  private store(setCookie: string) {
    storeSetCookie(this.cookies, setCookie);
  }
}
