import { describe, expect, it } from "vitest";
import { readBody } from "./read-body";

function requestWith(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request("http://app.test/api/login/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

const encoded = (text: string) => new TextEncoder().encode(text);

describe("reading a request body", () => {
  it("reads a whole body as text", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoded('{"a":'));
        controller.enqueue(encoded("1}"));
        controller.close();
      },
    });
    expect(await readBody(requestWith(body))).toEqual({ ok: true, text: '{"a":1}' });
  });

  it("refuses a body that grows past the limit while it streams in", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await readBody(requestWith(body), 10 * 1024)).toEqual({ ok: false, status: 413 });
  });

  it("answers a body its client broke off as unreadable, not as a failure of the server", async () => {
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoded('{"username":'));
        controller.error(aborted);
      },
    });
    expect(await readBody(requestWith(body))).toEqual({ ok: false, status: 400 });
  });
});
