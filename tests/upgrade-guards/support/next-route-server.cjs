// A server that answers as `next start` answers a route handler: Next's own compression on the
// Node response, then Next's own `sendResponse` copying the handler's Web Response onto it. The
// upgrade guard of scripts/server/prepared-encoding.cjs starts it with and without that hook
// preloaded. `?as=` picks the handler's answer: the list's bytes compressed, named in the
// standard headers (`own`) or in the private ones the hook reads (`private`), or plain with only
// their private length (`private-plain`).
// Plain CommonJS, like the hook: it runs under `node --require` without a loader.
"use strict";
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, run by node itself */
const http = require("node:http");
const zlib = require("node:zlib");

/** Next's internal modules this relies on; a move is reported, not thrown as a stack. */
function nextModule(id) {
  try {
    return require(id);
  } catch (error) {
    console.error(`Next has no ${id} any more (${error.message})`);
    process.exit(3);
  }
}
const compression = nextModule("next/dist/compiled/compression");
const { sendResponse } = nextModule("next/dist/server/send-response");
const { NodeNextRequest, NodeNextResponse } = nextModule("next/dist/server/base-http/node");

const ENCODING_HEADER = process.env.PREPARED_ENCODING_HEADER;
const LENGTH_HEADER = process.env.PREPARED_LENGTH_HEADER;
const PLAIN = Buffer.from(JSON.stringify({ projects: Array.from({ length: 300 }, (_, id) => ({ id, short_description: `Project ${id}` })) }));
const BROTLI = zlib.brotliCompressSync(PLAIN);
const compress = compression();

const server = http.createServer((req, res) => {
  compress(req, res, () => {});
  const as = new URL(req.url, "http://localhost").searchParams.get("as");
  const headers = new Headers({ "content-type": "application/json" });
  let body = PLAIN;
  if (as === "own") {
    body = BROTLI;
    headers.set("content-encoding", "br");
    headers.set("content-length", String(BROTLI.length));
  } else if (as === "private") {
    body = BROTLI;
    headers.set(ENCODING_HEADER, "br");
    headers.set(LENGTH_HEADER, String(BROTLI.length));
  } else if (as === "private-plain") {
    headers.set(LENGTH_HEADER, String(PLAIN.length));
  }
  sendResponse(new NodeNextRequest(req), new NodeNextResponse(res), new Response(body, { headers })).catch((error) => {
    console.error(error);
    res.destroy();
  });
});
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port} ${PLAIN.length} ${BROTLI.length}`));
