import "server-only";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { logError } from "@/lib/log";
import type { Encoding, PreparedBytes } from "./prepared-bytes";

// A prepared list is compressed at most once per version and encoding, when a request first asks
// for that encoding, on libuv's worker threads (the event loop goes on serving). Until it is
// ready, requests get the plain bytes and Next compresses them on the way out. Not compressing
// until asked keeps the work off the first request after a save, which would otherwise share its
// core with both compressions. Brotli at quality 5 packs this JSON tighter than gzip at its best
// in about the time gzip takes at its default (figures in
// docs/decisions/024-prepared-project-lists.md).

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const COMPRESSORS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  gzip: (body) => gzip(body, { level: 6 }),
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

/** What is compressed: a prepared list (prepared-list.ts), named by its view in the logs. */
type Compressible = PreparedBytes & { view: string };

const started = new WeakMap<Compressible, Set<Encoding>>();

/** Starts compressing `list` in `encoding` unless that has begun; sets it on the list when ready. */
export function compressInBackground(list: Compressible, encoding: Encoding): void {
  const begun = started.get(list) ?? new Set<Encoding>();
  started.set(list, begun);
  if (begun.has(encoding)) return;
  begun.add(encoding);
  COMPRESSORS[encoding](list.body).then(
    (bytes) => (list.encoded[encoding] = bytes),
    (error: unknown) => logError("projects.list_compression_failed", error, { view: list.view, encoding }),
  );
}
