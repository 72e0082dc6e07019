import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { writeToOutbox } from "@/lib/mail/outbox";

// The file outbox (no SMTP_URL): owner-only, and the code and link never reach the log except
// on a developer's embedded database.

const mail = { to: "someone@example.org", subject: "Your sign-in code", text: "Code 482913", html: "", code: "482913", link: "https://x.example/login/?link_id=abc-link-secret" };
let dir: string;
let written: string[] = [];
const previous = { DATA_DIR: process.env.DATA_DIR, EMBEDDED_DATABASE: process.env.EMBEDDED_DATABASE };

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-test-"));
  process.env.DATA_DIR = dir;
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
afterEach(() => vi.restoreAllMocks());

function captureStdout() {
  written = [];
  vi.spyOn(process.stdout, "write").mockImplementation(((chunk: unknown) => (written.push(String(chunk)), true)) as typeof process.stdout.write);
}

describe("the file outbox", () => {
  it("is created readable by its owner only, and an older wider file is narrowed", async () => {
    delete process.env.EMBEDDED_DATABASE;
    captureStdout();
    await writeToOutbox(mail);
    const file = path.join(dir, "outbox.jsonl");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    fs.chmodSync(file, 0o644);
    await writeToOutbox(mail);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l).code)).toEqual(["482913", "482913"]);
  });

  it("keeps codes and links out of the log in production", async () => {
    delete process.env.EMBEDDED_DATABASE;
    captureStdout();
    await writeToOutbox(mail);
    const text = written.join("");
    expect(JSON.parse(written[0])).toMatchObject({ event: "mail.outbox", to: mail.to });
    expect(text).not.toContain(mail.code);
    expect(text).not.toContain("abc-link-secret");
  });

  it("shows them in the log on the embedded database of npm start, for a developer to sign in", async () => {
    process.env.EMBEDDED_DATABASE = "1";
    captureStdout();
    await writeToOutbox(mail);
    expect(JSON.parse(written[0])).toMatchObject({ devOutboxCode: mail.code, devOutboxLink: mail.link });
  });
});
