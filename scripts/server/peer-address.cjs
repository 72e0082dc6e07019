// Preloaded into the Next server process (`node --require`), before Next creates its HTTP
// server. Route handlers never see the socket, and Next fills `x-forwarded-for` from the socket
// only when the client sent none, so a client can write any address there. This hook writes the
// socket's address into its own header on every request, over whatever the client sent, and
// marks the process so lib/http/client-address.ts knows the header can be believed.
// Plain CommonJS without dependencies: it runs before any bundler or TypeScript loader.
"use strict";
/* eslint-disable @typescript-eslint/no-require-imports -- preloaded by `node --require` before any loader runs: plain CommonJS */
const http = require("node:http");
const https = require("node:https");

const HEADER = "x-peer-address";
const MARK = Symbol.for("project-directory.peer-address-hook");

/** Sets the peer-address header of a Node request from its socket, over any client value. */
function stampPeerAddress(req) {
  const address = (req.socket && req.socket.remoteAddress) || "";
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  req.headers[HEADER] = address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

function install(Server) {
  if (Server.prototype[MARK]) return;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitWithPeerAddress(event, req, ...rest) {
    if (event === "request" && req && req.headers) stampPeerAddress(req);
    return emit.call(this, event, req, ...rest);
  };
  Server.prototype[MARK] = true;
}

install(http.Server);
install(https.Server);
globalThis[MARK] = true;

module.exports = { HEADER, MARK, stampPeerAddress };
