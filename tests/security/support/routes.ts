import path from "node:path";
import { CALLS, type CallKey } from "@/lib/http/calls";

// Every /api/ endpoint of the app, from the table of calls (lib/http/calls.ts), which the
// calls-table test keeps equal to the route files Next serves. The security tests loop over
// this list, so a new endpoint is covered (or fails for want of a row) without anyone
// remembering to add it.

const APP_DIR = path.resolve(__dirname, "../../../app");
export type Method = "GET" | "POST";
export type Endpoint = { method: Method; path: string; key: CallKey };

/** "/api/existing_projects/all/" for app/api/existing_projects/all/route.ts (trailing slash kept). */
export function urlPathOf(file: string): string {
  return `/${path.relative(APP_DIR, path.dirname(file)).split(path.sep).join("/")}/`;
}

export const endpointKey = (method: string, urlPath: string) => `${method} ${urlPath}`;

export function endpoints(): Endpoint[] {
  return (Object.keys(CALLS) as CallKey[]).sort().map((key) => {
    const [method, urlPath] = key.split(" ") as [Method, string];
    return { method, path: urlPath, key };
  });
}

/** The same list; async as the security suites await it. */
export async function discoverEndpoints(): Promise<Endpoint[]> {
  return endpoints();
}
