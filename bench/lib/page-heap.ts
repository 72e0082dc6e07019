// The JS heap of /all_projects/ in Chromium, signed in, with the 10,000-project list: once the
// page has its first screen and the whole list has arrived, and again after scrolling to the end
// of the page. Each figure is JSHeapUsedSize (CDP Performance.getMetrics) right after a forced
// garbage collection (HeapProfiler.collectGarbage), so it is what the page keeps, not garbage
// not yet collected. The list request is held until the page with its first screen has been
// read once: the difference to the next reading is what the list itself takes in the page.
// Chromium runs on the load core, like Lighthouse.
import fs from "node:fs";
import path from "node:path";
import { chromium, type CDPSession, type Page } from "playwright";
import type { BenchContext } from "./context";
import { LIST_PATH } from "./list-phase";
import { browserCookies, CHROMIUM } from "./page-bytes";
import { canPin, LOAD_CORE } from "./pin";
import { round } from "./measure";

const MIB = 1024 * 1024;
/** the scroll ends when the page has not grown for this long at its end */
const END_QUIET_MS = 2000;

export type HeapReading = { heapMb: number; domNodes: number };
export type PageHeapFigures = {
  /** the first screen only, the list held back */
  firstScreen: HeapReading;
  loaded: HeapReading;
  scrolled: HeapReading & { seconds: number; reachedEnd: boolean };
};

/** Chromium started through taskset on the load core (Playwright takes an executable, not a command). */
function chromiumOnLoadCore(workDir: string): string {
  if (!canPin) return CHROMIUM;
  const wrapper = path.join(workDir, "chromium-on-load-core.sh");
  fs.writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c ${LOAD_CORE} ${CHROMIUM} "$@"\n`, { mode: 0o755 });
  return wrapper;
}

async function reading(cdp: CDPSession): Promise<HeapReading> {
  await cdp.send("HeapProfiler.collectGarbage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { heapMb: round(metric("JSHeapUsedSize") / MIB, 1), domNodes: metric("Nodes") };
}

const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Scrolls to the end of the page until it stops growing there (rows rendered as they come near). */
async function scrollToEnd(page: Page, limitMs: number): Promise<{ seconds: number; reachedEnd: boolean }> {
  const started = Date.now();
  let height = 0;
  let quietSince = Date.now();
  while (Date.now() - started < limitMs) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    await frames(page);
    if (now !== height) {
      height = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= END_QUIET_MS) {
      return { seconds: round((Date.now() - started - END_QUIET_MS) / 1000, 1), reachedEnd: true };
    }
  }
  // Given up (options.scrollLimit): the reading after it is the least the whole way would take.
  return { seconds: round(limitMs / 1000, 1), reachedEnd: false };
}

export async function measurePageHeap(ctx: BenchContext, pagePath: string): Promise<PageHeapFigures> {
  const browser = await chromium.launch({ executablePath: chromiumOnLoadCore(ctx.workDir), args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext();
    await context.addCookies(browserCookies(ctx.appOrigin, ctx.cookies));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${LIST_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    const list = page.waitForResponse((r) => new URL(r.url()).pathname === LIST_PATH, { timeout: 180_000 });
    const answer = await page.goto(`${ctx.appOrigin}${pagePath}`, { waitUntil: "load" });
    if (!answer?.ok() || new URL(page.url()).pathname !== pagePath) throw new Error(`${pagePath} did not load signed in (now at ${page.url()})`);
    await frames(page);
    const firstScreen = await reading(cdp);
    release();
    await (await list).finished();
    // The screen shows a spinner until the list is parsed and in its state.
    await page.getByText("Loading projects").waitFor({ state: "detached", timeout: 180_000 });
    await frames(page);
    const loaded = await reading(cdp);
    ctx.log(
      `Page heap: ${firstScreen.heapMb} MiB with the first screen, ${loaded.heapMb} MiB with the whole list loaded ` +
        `(${loaded.domNodes} DOM nodes); scrolling to the end`,
    );
    const scroll = await scrollToEnd(page, ctx.options.scrollLimit * 1000);
    const scrolled = { ...(await reading(cdp)), ...scroll };
    ctx.log(
      `  ${scrolled.heapMb} MiB after scrolling to the end (${scrolled.domNodes} DOM nodes, ` +
        `${scroll.reachedEnd ? `end reached in ${scroll.seconds} s` : `end not reached in ${scroll.seconds} s`})`,
    );
    await context.close();
    return { firstScreen, loaded, scrolled };
  } finally {
    await browser.close();
  }
}
