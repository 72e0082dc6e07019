import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREPARED_ENCODING_HEADER, PREPARED_LENGTH_HEADER } from "@/lib/http/prepared-answer";

// scripts/server/prepared-encoding.cjs patches http.ServerResponse.prototype.setHeader (and
// appendHeader) of the whole server process (decision 027). It leans on three things Next
// does: it drops a route handler's own Content-Encoding and Content-Length; it copies the
// handler's other headers onto the Node response through those two methods; its compression
// leaves a body alone once Content-Encoding is set. This runs Next's own code for those steps
// (support/next-route-server.cjs) with and without the hook, so an upgrade of Next that changes
// any of them fails here, naming the hook, rather than sending garbled lists.

const root = path.resolve(__dirname, "../..");
const HOOK = "scripts/server/prepared-encoding.cjs";
const SERVER = path.join(__dirname, "support", "next-route-server.cjs");

type Served = { origin: string; plainBytes: number; brotliBytes: number; child: ChildProcess };
type Raw = { headers: http.IncomingHttpHeaders; body: Buffer };

function start(preload: string[]): Promise<Served> {
  const child = spawn(process.execPath, [...preload, SERVER], {
    cwd: root,
    env: { ...process.env, PREPARED_ENCODING_HEADER, PREPARED_LENGTH_HEADER },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (chunk) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const [, port, plain, brotli] = /listening (\d+) (\d+) (\d+)/.exec(String(chunk)) ?? [];
      if (port) resolve({ origin: `http://127.0.0.1:${port}`, plainBytes: Number(plain), brotliBytes: Number(brotli), child });
    });
    child.on("exit", (code) => reject(new Error(`the stand-in for Next's route answers exited (${code}): ${err} — check ${HOOK} against this Next (decision 027)`)));
  });
}

/** The answer's headers and bytes as they travel (no decoding on the way). */
function get(origin: string, as: string, acceptEncoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/?as=${as}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

let bare: Served;
let hooked: Served;

beforeAll(async () => {
  [bare, hooked] = await Promise.all([start([]), start(["--require", path.join(root, HOOK)])]);
});
afterAll(() => {
  bare?.child.kill();
  hooked?.child.kill();
});

describe(`what ${HOOK} is for`, () => {
  it("Next drops a route handler's own Content-Encoding and Content-Length", async () => {
    const res = await get(bare.origin, "own", "br");
    const kept = `Next now sends a route handler's own Content-Encoding and Content-Length: set them in lib/http/prepared-answer.ts and remove ${HOOK} (decision 027)`;
    expect(res.headers["content-encoding"], kept).toBeUndefined();
    expect(res.headers["content-length"], kept).toBeUndefined();
  });
});

describe(`what ${HOOK} leans on`, () => {
  const broken = `${HOOK} no longer works with this Next, which must copy a handler's headers through http.ServerResponse's setHeader or appendHeader and leave an encoded body uncompressed (decision 027)`;

  it("the private headers reach the client as Content-Encoding and Content-Length, and the bytes are sent as they are", async () => {
    const res = await get(hooked.origin, "private", "gzip, br");
    expect({ encoding: res.headers["content-encoding"], length: res.headers["content-length"] }, broken).toEqual({
      encoding: "br",
      length: String(hooked.brotliBytes),
    });
    expect(res.headers[PREPARED_ENCODING_HEADER], broken).toBeUndefined();
    expect(res.headers[PREPARED_LENGTH_HEADER], broken).toBeUndefined();
    expect(zlib.brotliDecompressSync(res.body).length, broken).toBe(hooked.plainBytes);
  });

  it("a plain answer keeps its length, and Next's compression still compresses it (dropping the length) for a client that takes gzip", async () => {
    const plain = await get(hooked.origin, "private-plain", "identity");
    expect(plain.headers["content-length"], broken).toBe(String(hooked.plainBytes));
    expect(plain.body.length).toBe(hooked.plainBytes);
    const gzipped = await get(hooked.origin, "private-plain", "gzip");
    expect(gzipped.headers["content-encoding"], broken).toBe("gzip");
    expect(gzipped.headers["content-length"], broken).toBeUndefined();
    expect(zlib.gunzipSync(gzipped.body).length).toBe(hooked.plainBytes);
  });
});
