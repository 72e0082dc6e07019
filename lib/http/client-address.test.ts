import { describe, expect, it } from "vitest";
import { addressBlock } from "./client-address";

// Per-IP limits count IPv4 addresses whole and IPv6 addresses by their /64: a subscriber with a
// /64 has 2^64 addresses, and must not get that many tries.

describe("addressBlock", () => {
  it("keeps an IPv4 address whole", () => {
    expect(addressBlock("203.0.113.7")).toBe("203.0.113.7");
  });

  it("names every IPv6 address of one /64 alike, however it is written", () => {
    const block = "2001:db8:1:2::/64";
    for (const address of ["2001:db8:1:2:3:4:5:6", "2001:0db8:0001:0002::", "2001:db8:1:2::ffff:1.2.3.4", "2001:DB8:1:2:ffff:ffff:ffff:ffff"]) {
      expect(addressBlock(address), address).toBe(block);
    }
  });

  it("tells neighbouring /64s apart, and expands :: in the prefix", () => {
    expect(addressBlock("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressBlock("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves what is not an address as it is (the server's own placeholder)", () => {
    expect(addressBlock("unknown")).toBe("unknown");
  });
});
