import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { expect, test } from "../fixtures";
import { serverOf } from "../servers";

// Attack: make the server read and hold bodies of any size. The route wrapper used to read the
// whole body before parsing it: six anonymous 250 MB bodies to /api/login/ took the server from
// 0.7 GB to 2 GB. A body is now capped before it is read — by its Content-Length, and while it
// streams in (a chunked body that grows past the cap is cut off) — at 64 KB for JSON calls, with
// 413; pages take no more than that either. Measured here on the real server process.

/** Every process under the start script (the Next server, its helpers). */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const all: number[] = [];
  const walk = (pid: number) => (children.get(pid) ?? []).forEach((child) => (all.push(child), walk(child)));
  walk(root);
  return all;
}

/** The resident memory of this worker's server and everything it started, in MiB. */
function serverMemoryMiB(): number {
  const { pid } = serverOf(test.info().parallelIndex);
  const pids = [pid, ...descendants(pid)];
  let kib = 0;
  for (const pid of pids) {
    try {
      kib += Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      /* gone meanwhile */
    }
  }
  return kib / 1024;
}

type Sent = { status: number; body: string; bytesSent: number };

/**
 * Sends `total` bytes to `path` in 64 KB pieces, declared by Content-Length or chunked, and stops
 * sending as soon as the server answers (or drops the connection).
 */
function sendBody(port: string, path: string, total: number, mode: "length" | "chunked", visitor: Record<string, string>): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `localhost:${port}`, "content-type": "application/json", origin: `http://localhost:${port}`, ...visitor };
    if (mode === "length") headers["content-length"] = String(total);
    const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers });
    let bytesSent = 0;
    let answered = false;
    const piece = Buffer.alloc(64 * 1024, "a");
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body, bytesSent });
      });
    });
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && bytesSent < total) {
        bytesSent += piece.length;
        if (!request.write(piece)) return void request.once("drain", () => setImmediate(pump));
      }
      if (!answered) request.end();
    };
    pump();
  });
}

/**
 * A visitor's session cookie and CSRF header, as the login page has them: every other check
 * passes, so what refuses the body is the cap (without them the CSRF check would refuse first,
 * also before reading the body).
 */
async function visitorHeaders(baseURL: string): Promise<Record<string, string>> {
  const answer = await fetch(new URL("/api/usercheck/", baseURL));
  const cookies = answer.headers.getSetCookie().map((c) => c.slice(0, c.indexOf(";")));
  const token = cookies.find((c) => c.startsWith("csrftoken="))?.slice("csrftoken=".length) ?? "";
  return { cookie: cookies.join("; "), "x-csrftoken": token };
}

test.describe("request bodies past the cap", () => {
  test("a 50 MB body and a growing chunked one are refused with 413, and the server's memory does not grow", async ({ baseURL }) => {
    const port = new URL(baseURL!).port;
    const visitor = await visitorHeaders(baseURL!);
    // Warm the paths first, so what they load once is not counted as growth.
    await sendBody(port, "/api/login/", 1024, "length", visitor);
    const before = serverMemoryMiB();
    for (let i = 0; i < 3; i++) {
      const declared = await sendBody(port, "/api/login/", 50 * 1024 * 1024, "length", visitor);
      expect(declared.status).toBe(413);
      expect(declared.bytesSent, "refused before the body was sent").toBeLessThan(8 * 1024 * 1024);
      const chunked = await sendBody(port, "/api/auth/email_domain_login/", 50 * 1024 * 1024, "chunked", visitor);
      expect(chunked.status).toBe(413);
      expect(JSON.parse(chunked.body)).toEqual({ errorMessage: "The request is too large." });
      expect(chunked.bytesSent, "cut off soon after the cap").toBeLessThan(8 * 1024 * 1024);
    }
    const page = await sendBody(port, "/login/", 50 * 1024 * 1024, "length", visitor);
    expect(page.status).toBe(413);
    const after = serverMemoryMiB();
    // Read whole, the 300 MB sent would show many times over; other specs share the server, so
    // the bound leaves room for their own work.
    expect(after - before, `server memory ${before.toFixed(0)} → ${after.toFixed(0)} MiB`).toBeLessThan(100);
  });
});
