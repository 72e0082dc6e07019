import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CALLS, type CallKey } from "@/lib/http/calls";
import { urlPathOf } from "../../security/support/routes";

// The table of calls (lib/http/calls.ts) is the one contract of the API: route() takes each
// call's level and schemas from it, the browser's calls their types, the security suites their
// list of endpoints. This keeps it equal to what Next serves: every handler a route file exports
// is route() for the call of its own method and path, and every call of the table has one.

const APP_DIR = path.resolve(__dirname, "../../../app");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** Served outside the route wrapper, each for the reason its table entry gives. */
const OUTSIDE_THE_WRAPPER = new Set<string>(["GET /api/health/"]);
/** Calls that answer something other than JSON, so they declare no answer schema. */
const NOT_JSON = new Set<string>([
  "GET /api/export_projects/",
  "GET /api/mail/unsubscribe/",
  "GET /api/profile/contributions/pdf/",
  "GET /api/profile/contributions/csv/",
  "GET /api/import/template/",
  "POST /api/data_export/download/",
  "GET /api/calendar/milestone/",
  "GET /api/calendar/feed/",
  "GET /api/overview/csv/",
  "GET /api/overview/report/",
]);
/** POSTs whose request carries no JSON (a mail client's one-click form): they take no body. */
const NO_JSON_BODY = new Set<string>(["POST /api/mail/unsubscribe/"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** "<METHOD> <path>" of every handler the route files export, with the call route() marked it with. */
async function servedHandlers(): Promise<{ served: string; call: string | undefined }[]> {
  const handlers: { served: string; call: string | undefined }[] = [];
  for (const file of routeFiles(path.join(APP_DIR, "api")).sort()) {
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = mod[method] as (((...args: unknown[]) => unknown) & { servesCall?: string }) | undefined;
      if (typeof handler === "function") handlers.push({ served: `${method} ${urlPathOf(file)}`, call: handler.servesCall });
    }
  }
  return handlers;
}

describe("the table of calls", () => {
  it("every handler a route file exports serves the call of its own method and path", async () => {
    const handlers = await servedHandlers();
    expect(handlers.length).toBeGreaterThan(50);
    const wrong = handlers.filter((h) => h.call !== h.served && !(OUTSIDE_THE_WRAPPER.has(h.served) && h.call === undefined));
    expect(wrong, "route(key, …) must name the call its file and method serve").toEqual([]);
  });

  it("every call of the table is served, and nothing is served that the table does not declare", async () => {
    const served = new Set((await servedHandlers()).map((h) => h.served));
    const declared = new Set(Object.keys(CALLS));
    expect([...declared].filter((key) => !served.has(key)), "calls without a route file").toEqual([]);
    expect([...served].filter((key) => !declared.has(key)), "route files without a call in the table").toEqual([]);
  });

  it("every call that answers JSON declares its answer schema", () => {
    const missing = (Object.keys(CALLS) as CallKey[]).filter((key) => !("answer" in CALLS[key]) && !NOT_JSON.has(key));
    expect(missing).toEqual([]);
  });

  it("every POST declares the schema of its body", () => {
    const missing = (Object.keys(CALLS) as CallKey[]).filter((key) => key.startsWith("POST ") && !("body" in CALLS[key]) && !NO_JSON_BODY.has(key));
    expect(missing).toEqual([]);
  });
});
