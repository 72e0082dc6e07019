import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendMail } from "./send-mail";

describe("sendMail without SMTP_URL", () => {
  let dir: string;
  const saved = { smtp: process.env.SMTP_URL, dataDir: process.env.DATA_DIR };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    delete process.env.SMTP_URL;
    process.env.DATA_DIR = dir;
  });
  afterEach(async () => {
    process.env.SMTP_URL = saved.smtp;
    process.env.DATA_DIR = saved.dataDir;
    if (!saved.smtp) delete process.env.SMTP_URL;
    if (!saved.dataDir) delete process.env.DATA_DIR;
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  // The log line is JSON now, and outside the embedded database of `npm start` it leaves the
  // code and link out (they are in the owner-only file); tests/ops/outbox.test.ts has the rest.
  it("logs the recipient and subject and appends the mail, code and link included, to DATA_DIR/outbox.jsonl", async () => {
    const printed = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await sendMail(
      { to: "a@example.org", subject: "Your code", text: "Your code: ABC234", html: "<p>ABC234</p>", code: "ABC234", link: "http://x/?link_id=1" },
      "test",
    );
    const printedText = printed.mock.calls.map((c) => String(c[0])).join("");
    expect(JSON.parse(printedText)).toMatchObject({ event: "mail.outbox", to: "a@example.org", subject: "Your code" });
    expect(printedText).not.toContain("ABC234");
    const lines = (await readFile(path.join(dir, "outbox.jsonl"), "utf8")).trim().split("\n");
    expect(JSON.parse(lines[0])).toMatchObject({ to: "a@example.org", subject: "Your code", code: "ABC234", link: "http://x/?link_id=1" });
  });
});
