import "server-only";
import { NextResponse } from "next/server";
import type { Encoding, PreparedBytes } from "@/lib/projects/prepared-lists/prepared-bytes";

// Answers a GET with bytes prepared beforehand (the project lists: lib/projects/prepared-lists/):
// - `If-None-Match` with the current ETag answers 304 without a body;
// - otherwise the best encoding the client accepts that is ready is sent as it is, named in a
//   private header that the server's preloaded hook turns into Content-Encoding
//   (scripts/server/prepared-encoding.cjs: Next drops a handler's own Content-Encoding). The
//   length goes the same way (Next drops a handler's Content-Length too), so the answer is not
//   sent chunked. Without the hook (a test calling the handler), the plain bytes, chunked;
// - the bytes go out as views of the shared buffer, a slice at a time as the socket takes them:
//   no request copies the answer, so many people loading a list at once hold one copy.
// `private, no-cache` lets the browser keep the list and ask whether it changed (no shared cache
// may keep it: it depends on the session), and `Vary` names what the answer depends on.

export const PREPARED_ENCODING_HEADER = "x-prepared-content-encoding";
export const PREPARED_LENGTH_HEADER = "x-prepared-content-length";
const HOOK_MARK = Symbol.for("project-directory.prepared-encoding-hook");
// Each slice passes through a stream step of Next's, so large slices mean few steps; a slice is a
// view, so its size costs no memory (docs/decisions/024-prepared-project-lists.md).
const SLICE_BYTES = 1024 * 1024;
/** stands for "every encoding is ready" when asking which one the client would like best */
const ALL_ENCODINGS: Record<Encoding, Buffer> = { br: Buffer.alloc(0), gzip: Buffer.alloc(0) };

export function preparedAnswer(headers: Headers, bytes: PreparedBytes): NextResponse {
  const answerHeaders = new Headers({
    "Content-Type": "application/json",
    "Cache-Control": "private, no-cache",
    ETag: bytes.etag,
    Vary: "Accept-Encoding, Cookie",
  });
  if (etagMatches(headers.get("if-none-match"), bytes.etag)) return new NextResponse(null, { status: 304, headers: answerHeaders });
  const hooked = Boolean((globalThis as Record<symbol, unknown>)[HOOK_MARK]);
  const acceptEncoding = headers.get("accept-encoding");
  const encoding = hooked ? chooseEncoding(acceptEncoding, bytes.encoded) : null;
  if (encoding) answerHeaders.set(PREPARED_ENCODING_HEADER, encoding);
  // The best encoding the client takes, when it is not ready yet: made for the next requests.
  const wanted = hooked && bytes.prepare ? chooseEncoding(acceptEncoding, ALL_ENCODINGS) : null;
  if (wanted && wanted !== encoding && !bytes.encoded[wanted]) bytes.prepare!(wanted);
  const sent = encoding ? bytes.encoded[encoding]! : bytes.body;
  if (hooked) answerHeaders.set(PREPARED_LENGTH_HEADER, String(sent.length));
  return new NextResponse(inSlices(sent), { headers: answerHeaders });
}

/** Weak comparison (RFC 9110 §8.8.3.2) of each tag in an If-None-Match list with ours. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** The ready encoding the client weighs highest (brotli on a tie); null for the plain bytes. */
export function chooseEncoding(acceptEncoding: string | null, ready: Partial<Record<Encoding, Buffer>>): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  let best: Encoding | null = null;
  for (const encoding of ["br", "gzip"] as const) {
    if (ready[encoding] && weightOf(encoding) > 0 && (!best || weightOf(encoding) > weightOf(best))) best = encoding;
  }
  return best;
}

function inSlices(bytes: Buffer): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset < bytes.length) {
          const end = Math.min(bytes.length, offset + SLICE_BYTES);
          controller.enqueue(bytes.subarray(offset, end));
          offset = end;
        }
        if (offset >= bytes.length) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
