import { describe, expect, it } from "vitest";
import { describeDevice } from "./describe-device";

describe("describeDevice", () => {
  it("names the browser and the system", () => {
    const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(describeDevice(chrome)).toEqual({ browser: "Chrome", system: "Windows 10", label: "Chrome on Windows 10" });
    const safari = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    expect(describeDevice(safari).label).toBe("Safari on iOS");
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    expect(describeDevice(firefox).label).toBe("Firefox on Linux");
  });

  it("says so when it cannot tell", () => {
    expect(describeDevice(null).label).toBe("An unknown browser");
    expect(describeDevice("api-test").label).toBe("An unknown browser");
  });
});
