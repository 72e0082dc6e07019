import "server-only";

// A request body is read only up to a limit, checked before anything is read (Content-Length)
// and again while it streams in (a chunked body, or one that lies about its length): past the
// limit the reading stops and the request is refused with 413, so no client can make the server
// hold or parse more than the limit. JSON calls take 64 KB unless their entry in calls.ts says
// otherwise; none needs more than 1 MB but the import's upload (a 5 MB file as base64,
// docs/decisions/037-import-projects.md), which only editors may send.

export const JSON_BODY_LIMIT = 64 * 1024;

export type BodyRead = { ok: true; text: string } | { ok: false; status: 400 | 413 };

/** Whether a declared Content-Length is over `limit` (a body may then be refused unread). */
function declaredTooLarge(headers: Headers, limit: number): boolean {
  const declared = Number(headers.get("content-length"));
  return Number.isFinite(declared) && declared > limit;
}

export async function readBody(request: Request, limit = JSON_BODY_LIMIT): Promise<BodyRead> {
  if (declaredTooLarge(request.headers, limit)) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      // The client went away before the body was whole: its request, not the server, failed.
      return { ok: false, status: 400 };
    }
    const { done, value } = read;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  try {
    // Not valid UTF-8 is not JSON either: refused rather than read with replacement characters.
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, status: 400 };
  }
}
