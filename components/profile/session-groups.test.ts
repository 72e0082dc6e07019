import { describe, expect, it } from "vitest";
import type { SessionSummary } from "@/lib/auth/sessions/schemas";
import { groupSessions } from "./session-groups";

let n = 0;
const session = (browser: string, system: string, lastSeenAt: string, current = false): SessionSummary => ({
  id: `s${++n}`,
  browser,
  system,
  ip: null,
  startedAt: "2026-11-01T09:00:00.000Z",
  lastSeenAt,
  current,
  signedInWith: null,
});

describe("folding the sessions of one browser", () => {
  it("keeps one row per browser and system, the rest folded under it, newest first", () => {
    const groups = groupSessions([
      session("Chrome", "Linux", "2026-11-02T10:00:00.000Z"),
      session("Firefox", "Windows", "2026-11-05T10:00:00.000Z"),
      session("Chrome", "Linux", "2026-11-04T10:00:00.000Z"),
      session("Chrome", "Linux", "2026-11-03T10:00:00.000Z"),
    ]);
    expect(groups.map((g) => [g.name, g.latest.lastSeenAt.slice(0, 10), g.older.map((s) => s.lastSeenAt.slice(0, 10))])).toEqual([
      ["Firefox on Windows", "2026-11-05", []],
      ["Chrome on Linux", "2026-11-04", ["2026-11-03", "2026-11-02"]],
    ]);
  });

  it("puts this browser's group first, led by this browser's own session", () => {
    const groups = groupSessions([
      session("Safari", "iOS", "2026-11-09T10:00:00.000Z"),
      session("Chrome", "Linux", "2026-11-08T10:00:00.000Z"),
      session("Chrome", "Linux", "2026-11-01T10:00:00.000Z", true),
    ]);
    expect(groups[0].name).toBe("Chrome on Linux");
    expect(groups[0].latest.current).toBe(true);
    expect(groups[0].older).toHaveLength(1);
    expect(groups[1].name).toBe("Safari on iOS");
  });
});
