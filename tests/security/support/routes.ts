import { readdirSync, statSync } from "node:fs";
import path from "node:path";

// Every /api/ endpoint of the app, found the way Next finds them: each app/api/**/route.ts and
// the HTTP methods it exports. The security tests loop over this list, so a new endpoint is
// covered (or fails for want of a row) without anyone remembering to add it.

const APP_DIR = path.resolve(__dirname, "../../../app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export type Endpoint = { method: Method; path: string; key: string };

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** "/api/existing_projects/all/" for app/api/existing_projects/all/route.ts (trailing slash kept). */
export function urlPathOf(file: string): string {
  return `/${path.relative(APP_DIR, path.dirname(file)).split(path.sep).join("/")}/`;
}

export const endpointKey = (method: string, urlPath: string) => `${method} ${urlPath}`;

export async function discoverEndpoints(): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = [];
  for (const file of routeFiles(path.join(APP_DIR, "api")).sort()) {
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const method of METHODS) {
      if (typeof mod[method] === "function") {
        const urlPath = urlPathOf(file);
        endpoints.push({ method, path: urlPath, key: endpointKey(method, urlPath) });
      }
    }
  }
  return endpoints;
}
