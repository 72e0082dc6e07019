import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_COST, passwordCost } from "./password-format";

// The least cost is a vitest run's alone: a running app, whatever its environment says, hashes
// at the real cost.

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("password cost", () => {
  it("is 12 in a running app, even when the environment asks for less", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("PASSWORD_COST_FOR_TESTS", "4");
    expect(passwordCost()).toBe(12);
    vi.stubEnv("NODE_ENV", "development");
    expect(passwordCost()).toBe(PASSWORD_COST);
  });

  it("is bcrypt's least only for a vitest run that asks for exactly that", () => {
    vi.stubEnv("NODE_ENV", "test");
    vi.stubEnv("PASSWORD_COST_FOR_TESTS", "4");
    expect(passwordCost()).toBe(4);
    vi.stubEnv("PASSWORD_COST_FOR_TESTS", "1");
    expect(passwordCost()).toBe(12);
    vi.stubEnv("PASSWORD_COST_FOR_TESTS", "");
    expect(passwordCost()).toBe(12);
  });
});
