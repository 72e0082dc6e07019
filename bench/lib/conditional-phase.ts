// A revalidation of the list: a browser that kept the list asks whether it changed (GET with
// If-None-Match naming the list it has) and gets 304 without a body. The floor is a small file
// (a few hundred bytes, about what the 304's headers weigh) from the same static server that
// serves the list's file: the least any HTTP answer costs here. A second floor is a plain server
// that reads the bench editor's session with the app's own statement (`read_session`) and then
// answers 304: the least a revalidation costs when the session must be checked on every request,
// as the app's must (a revoked session is refused at once, on every instance). One request at a
// time, alternating rounds, like the list.
import fs from "node:fs";
import type { ProjectListAnswer } from "../../lib/projects/types";
import type { LoadSpec } from "../load";
import type { BenchContext } from "./context";
import { LIST_PATH, type Length } from "./list-phase";
import { alternate, medians, runLoad, type Medians } from "./measure";

export const SMALL_FILE_PATH = "/small.json";
export const SESSION_READ_PATH = "/session-read";
const SMALL_FILE_BYTES = 400;

/** The baseline server's statement for SESSION_READ_PATH: the app's session read, then 304. */
export function sessionReadStatement(sessionId: string) {
  return { text: "SELECT * FROM read_session($1)", values: [sessionId], notModified: true };
}

/** A small JSON file: the ids and titles of the list's first projects, up to SMALL_FILE_BYTES. */
export function writeSmallFile(listFile: string, target: string): number {
  const { projects } = JSON.parse(fs.readFileSync(listFile, "utf8")) as ProjectListAnswer;
  let text = JSON.stringify({ projects: [] });
  for (let n = 1; n <= projects.length; n++) {
    const next = JSON.stringify({ projects: projects.slice(0, n).map((p) => ({ id: p.id, short_description: p.short_description })) });
    if (Buffer.byteLength(next) > SMALL_FILE_BYTES) break;
    text = next;
  }
  fs.writeFileSync(target, text);
  return Buffer.byteLength(text);
}

export type ConditionalFigures = { app: Medians; small: Medians; sessionRead: Medians; etag: string };

export async function measureConditional(ctx: BenchContext): Promise<ConditionalFigures> {
  const { duration, warmup, rounds, minRequests } = ctx.options;
  const first = await fetch(`${ctx.appOrigin}${LIST_PATH}`, { headers: { cookie: ctx.cookies } });
  await first.arrayBuffer();
  const etag = first.headers.get("etag");
  if (!first.ok || !etag) throw new Error(`${LIST_PATH}: ${first.status}, ETag ${etag}`);
  // Each one request at a time, for a number of requests (warm-up) or a length of time.
  const load = (name: string, url: string, extra: Partial<LoadSpec> = {}) => (length: Length): LoadSpec => ({
    name,
    url,
    connections: 1,
    minRequests,
    ...length,
    ...extra,
  });
  const loads = {
    revalidation: load("revalidation", `${ctx.appOrigin}${LIST_PATH}`, {
      expectStatus: 304,
      headers: { cookie: ctx.cookies, "if-none-match": etag },
    }),
    small: load("small file", `${ctx.rawOrigin}${SMALL_FILE_PATH}`),
    sessionRead: load("session read, 304", `${ctx.rawOrigin}${SESSION_READ_PATH}`, { expectStatus: 304 }),
  };
  ctx.log(`List revalidation (304): warming up, then ${rounds} alternating rounds of ${duration} s against a small file and a session read`);
  for (const spec of Object.values(loads)) await runLoad(spec({ amount: warmup }));
  const results = await alternate(
    rounds,
    {
      revalidation: () => runLoad(loads.revalidation({ duration })),
      small: () => runLoad(loads.small({ duration })),
      sessionRead: () => runLoad(loads.sessionRead({ duration })),
    },
    ctx.log,
  );
  return { app: medians(results.revalidation), small: medians(results.small), sessionRead: medians(results.sessionRead), etag };
}
