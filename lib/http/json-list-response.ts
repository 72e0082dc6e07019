import "server-only";
import { NextResponse } from "next/server";

// A list answer, {"<key>":[item, item, ...]}, whose items are JSON text already (the project
// lists: see queryProjectDocs). It goes out in chunks instead of as one joined string: a string
// of megabytes lands in V8's large-object space, counts against the old generation at once, and
// a few such answers make the server pause to collect its whole heap. Chunks of this many
// characters stay small enough to die young.
const CHUNK_CHARS = 32 * 1024;

export function jsonListResponse(key: string, items: readonly string[]): NextResponse {
  const encoder = new TextEncoder();
  let next = 0;
  let text = `{${JSON.stringify(key)}:[`;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      while (next < items.length && text.length < CHUNK_CHARS) text += (next ? ", " : "") + items[next++];
      const done = next === items.length;
      controller.enqueue(encoder.encode(done ? `${text}]}` : text));
      text = "";
      if (done) controller.close();
    },
  });
  return new NextResponse(body, {
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
