import "server-only";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { logError } from "@/lib/log";
import type { Encoding } from "@/lib/http/prepared-answer";
import type { PreparedList } from "./prepared-list";

// A prepared list is compressed once per version, in both encodings browsers ask for, on
// libuv's worker threads (the event loop goes on serving). Until an encoding is ready, requests
// get the plain bytes and Next compresses them on the way out, as every list was before.
// Brotli at quality 5 packs JSON like this tighter than gzip at its best, in about the time gzip
// takes at its default (measured on the bench's 1,000 projects: see docs/benchmarks.md).

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

/** Starts compressing `list` in every encoding; each is set on the list when it is ready. */
export function compressInBackground(list: PreparedList): Promise<void> {
  return Promise.all(
    (Object.keys(COMPRESSORS) as Encoding[]).map(async (encoding) => {
      try {
        list.encoded[encoding] = await COMPRESSORS[encoding](list.body);
      } catch (error) {
        logError("projects.list_compression_failed", error, { view: list.view, encoding });
      }
    }),
  ).then(() => undefined);
}
