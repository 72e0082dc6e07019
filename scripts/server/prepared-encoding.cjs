// Preloaded into the Next server process (`node --require`), like peer-address.cjs. The project
// lists are compressed once per version and sent as they are stored (lib/http/prepared-answer.ts),
// but Next drops a route handler's own `Content-Encoding` (it cannot tell those bytes from a body
// that fetch decoded on the way in) and would then compress them a second time. A handler names
// its encoding in a private header instead; this hook turns that header into `Content-Encoding`
// as Next copies it onto the Node response, so Next's own compression sees an encoded body and
// leaves it alone, and the private header never reaches the client. Next drops `Content-Length`
// too, and so sends the list chunked; its length comes the same way, so the list goes out as a
// file would (and a browser can show how much of it has come). Should Next compress a plain
// answer after all, its compression removes the length, as it does for any answer.
// tests/upgrade-guards/prepared-encoding-hook.test.ts fails, naming this file, when an upgrade
// of Next makes the hook unneeded or stops it working (decision 027).
// Plain CommonJS without dependencies: it runs before any bundler or TypeScript loader.
"use strict";
/* eslint-disable @typescript-eslint/no-require-imports -- preloaded by `node --require` before any loader runs: plain CommonJS */
const http = require("node:http");

const HEADER = "x-prepared-content-encoding";
const LENGTH_HEADER = "x-prepared-content-length";
/** each private header and the header it stands for */
const STANDS_FOR = new Map([
  [HEADER, "content-encoding"],
  [LENGTH_HEADER, "content-length"],
]);
const MARK = Symbol.for("project-directory.prepared-encoding-hook");

function install(Response) {
  if (Response.prototype[MARK]) return;
  const setHeader = Response.prototype.setHeader;
  Response.prototype.setHeader = function setHeaderWithPreparedEncoding(name, value) {
    const real = typeof name === "string" && STANDS_FOR.get(name.toLowerCase());
    return setHeader.call(this, real || name, value);
  };
  const appendHeader = Response.prototype.appendHeader;
  if (appendHeader) {
    Response.prototype.appendHeader = function appendHeaderWithPreparedEncoding(name, value) {
      const real = typeof name === "string" && STANDS_FOR.get(name.toLowerCase());
      return real ? setHeader.call(this, real, value) : appendHeader.call(this, name, value);
    };
  }
  Response.prototype[MARK] = true;
}

install(http.ServerResponse);
globalThis[MARK] = true;

module.exports = { HEADER, LENGTH_HEADER, MARK };
