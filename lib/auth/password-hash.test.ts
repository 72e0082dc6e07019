import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash";

// Passwords are bcrypt at cost 12, hashed in a helper process at the lowest priority, so a sign-in
// neither blocks the server's event loop nor takes CPU that requests and PostgreSQL want
// (docs/decisions/017-password-hashing-in-low-priority-processes.md). What that does for the
// event loop is measured by the bench (event_loop_p99_ms), not timed here.

/** The hashing helpers this process started: `node -e ...` children. */
function helpers(): number[] {
  return execFileSync("ps", ["-e", "-o", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, ppid, command, flag]) => Number(ppid) === process.pid && command === process.execPath && flag === "-e")
    .map(([pid]) => Number(pid));
}

// The helpers run at the lowest priority by design, so on a busy machine three cost-12 hashes
// wait their turn: the limit only stops a hang.
const STARVED_HASHES_MS = 180_000;

describe("password hashing", () => {
  it("makes $2b$ cost-12 hashes that verify the password and nothing else", { timeout: STARVED_HASHES_MS }, async () => {
    const hash = await hashPassword("Correct horse battery staple");
    expect(hash).toMatch(/^\$2b\$12\$/);
    expect(await verifyPassword("Correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", null)).toBe(false);
  });

  it("hashes in a helper process that asks to come last", async () => {
    await verifyPassword("warm up", null);
    const [helper] = helpers();
    expect(helper, "a hashing helper process").toBeGreaterThan(0);
    expect(os.getPriority(helper)).toBe(19);
    if (process.platform === "linux") {
      // Its own session, whose autogroup is niced too: nice alone does not rank it against
      // other sessions (PostgreSQL's).
      const session = (pid: number | string) => fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[3];
      expect(session(helper)).not.toBe(session("self"));
      expect(fs.readFileSync(`/proc/${helper}/autogroup`, "utf8")).toMatch(/nice 19$/m);
    }
  });
});
