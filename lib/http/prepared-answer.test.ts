import { describe, expect, it } from "vitest";
import { chooseEncoding, etagMatches, preparedAnswer, PREPARED_ENCODING_HEADER, PREPARED_LENGTH_HEADER } from "./prepared-answer";

const ready = { br: Buffer.from("b"), gzip: Buffer.from("g") };
const bytes = { etag: 'W/"e.7.all"', body: Buffer.from('{"projects":[]}'), encoded: ready };
const HOOK_MARK = Symbol.for("project-directory.prepared-encoding-hook");

describe("etagMatches (If-None-Match, weak comparison)", () => {
  it.each([
    ['W/"e.7.all"', true],
    ['"e.7.all"', true],
    ['"x", W/"e.7.all"', true],
    ["*", true],
    ['W/"e.8.all"', false],
    ['W/"e.7.organisation-1"', false],
    ['W/"e.7.all.own-x"', false],
    ["", false],
  ])("%s → %s", (header, expected) => {
    expect(etagMatches(header, 'W/"e.7.all"')).toBe(expected);
  });

  it("no header never matches", () => {
    expect(etagMatches(null, 'W/"e.7.all"')).toBe(false);
  });
});

describe("chooseEncoding (Accept-Encoding)", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", null],
    ["identity", null],
    ["*", "br"],
    ["*;q=0.1, gzip", "gzip"],
    ["BR", "br"],
    ["br;q=abc, gzip", "gzip"],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header, ready)).toBe(expected);
  });

  it("only an encoding that is ready; nothing without the header", () => {
    expect(chooseEncoding("br, gzip", { gzip: ready.gzip })).toBe("gzip");
    expect(chooseEncoding("br, gzip", {})).toBeNull();
    expect(chooseEncoding(null, ready)).toBeNull();
  });
});

describe("preparedAnswer", () => {
  it("answers 304 without a body to its own ETag, with the headers a revalidation needs", async () => {
    const res = preparedAnswer(new Headers({ "if-none-match": bytes.etag }), bytes);
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect(res.headers.get("etag")).toBe(bytes.etag);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("sends the plain bytes without the server's hook, whatever the client accepts", async () => {
    const marked = (globalThis as Record<symbol, unknown>)[HOOK_MARK];
    delete (globalThis as Record<symbol, unknown>)[HOOK_MARK];
    try {
      const res = preparedAnswer(new Headers({ "accept-encoding": "br" }), bytes);
      expect(res.status).toBe(200);
      expect(res.headers.get(PREPARED_ENCODING_HEADER)).toBeNull();
      expect(res.headers.get(PREPARED_LENGTH_HEADER)).toBeNull();
      expect(await res.text()).toBe('{"projects":[]}');
    } finally {
      (globalThis as Record<symbol, unknown>)[HOOK_MARK] = marked;
    }
  });

  it("with the hook, sends the prepared encoding and names it and its length for the hook", async () => {
    const marked = (globalThis as Record<symbol, unknown>)[HOOK_MARK];
    (globalThis as Record<symbol, unknown>)[HOOK_MARK] = true;
    try {
      const res = preparedAnswer(new Headers({ "accept-encoding": "gzip" }), bytes);
      expect(res.headers.get(PREPARED_ENCODING_HEADER)).toBe("gzip");
      expect(res.headers.get(PREPARED_LENGTH_HEADER)).toBe("1");
      expect(res.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      expect(await res.text()).toBe("g");
    } finally {
      (globalThis as Record<symbol, unknown>)[HOOK_MARK] = marked;
    }
  });

  it("asks for the best encoding the client takes when it is not ready, once it is sent nothing more", async () => {
    const marked = (globalThis as Record<symbol, unknown>)[HOOK_MARK];
    (globalThis as Record<symbol, unknown>)[HOOK_MARK] = true;
    try {
      const asked: string[] = [];
      const notReady = { ...bytes, encoded: {}, prepare: (encoding: string) => asked.push(encoding) };
      const first = preparedAnswer(new Headers({ "accept-encoding": "gzip, br" }), notReady);
      expect(first.headers.get(PREPARED_ENCODING_HEADER)).toBeNull();
      expect(first.headers.get(PREPARED_LENGTH_HEADER)).toBe(String(bytes.body.length));
      expect(await first.text()).toBe('{"projects":[]}');
      expect(asked).toEqual(["br"]);
      const gzipReady = { ...notReady, encoded: { gzip: ready.gzip } };
      expect(preparedAnswer(new Headers({ "accept-encoding": "gzip, br" }), gzipReady).headers.get(PREPARED_ENCODING_HEADER)).toBe("gzip");
      expect(asked).toEqual(["br", "br"]);
      preparedAnswer(new Headers({ "accept-encoding": "gzip, br" }), { ...notReady, encoded: ready });
      preparedAnswer(new Headers(), notReady);
      expect(asked).toEqual(["br", "br"]);
    } finally {
      (globalThis as Record<symbol, unknown>)[HOOK_MARK] = marked;
    }
  });

  it("streams a large body in slices that are views of the one buffer", async () => {
    const big = { ...bytes, body: Buffer.alloc(2500 * 1024, 0x61), encoded: {} };
    const reader = preparedAnswer(new Headers(), big).body!.getReader();
    const slices: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) slices.push(r.value);
    expect(slices.length).toBe(3);
    expect(slices.every((s) => s.buffer === big.body.buffer)).toBe(true);
    expect(Buffer.concat(slices).equals(big.body)).toBe(true);
  });
});
