// What the browser downloads for a page: gzipped script bytes as Chromium loads them (Playwright
// records every script response until the network is idle), and the gzipped HTML plus the
// server-component payload against the API answer the page fetches.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";
import type { BenchContext } from "./context";
import { LIST_PATH } from "./list-phase";

export const CHROMIUM = "/usr/bin/chromium";

const gzipped = (body: Buffer | string) => gzipSync(body, { level: 6 }).length;

export function browserCookies(origin: string, header: string) {
  const url = new URL(origin);
  return header.split("; ").map((pair) => {
    const index = pair.indexOf("=");
    return { name: pair.slice(0, index), value: pair.slice(index + 1), domain: url.hostname, path: "/" };
  });
}

/** Gzipped bytes of every script the page loads, signed in. */
export async function scriptBytes(ctx: BenchContext, paths: string[]): Promise<Record<string, number>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const totals: Record<string, number> = {};
    for (const path of paths) {
      const context = await browser.newContext();
      await context.addCookies(browserCookies(ctx.appOrigin, ctx.cookies));
      const page = await context.newPage();
      const bodies = new Map<string, Promise<number>>();
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script" || bodies.has(response.url())) return;
        bodies.set(response.url(), response.body().then(gzipped, () => 0));
      });
      const answer = await page.goto(`${ctx.appOrigin}${path}`, { waitUntil: "networkidle" });
      if (!answer?.ok() || new URL(page.url()).pathname !== path) {
        throw new Error(`${path} did not load signed in (now at ${page.url()})`);
      }
      totals[path] = (await Promise.all(bodies.values())).reduce((a, b) => a + b, 0);
      await context.close();
    }
    return totals;
  } finally {
    await browser.close();
  }
}

export type PageBytes = { html: number; rsc: number; api: number; ratio: number };

/** Gzipped HTML + RSC payload of the page over the gzipped answer of the list call. */
export async function pageVsApiBytes(ctx: BenchContext, pagePath: string): Promise<PageBytes> {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${ctx.appOrigin}${path}`, { headers: { cookie: ctx.cookies, ...headers } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const html = gzipped(await get(pagePath, { accept: "text/html" }));
  const rsc = gzipped(await get(pagePath, { rsc: "1" }));
  const api = gzipped(await get(LIST_PATH));
  return { html, rsc, api, ratio: Math.round(((html + rsc) / api) * 1000) / 1000 };
}
