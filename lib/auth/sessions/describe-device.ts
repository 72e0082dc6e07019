import Bowser from "bowser";

// "Firefox on Windows" from a user agent, for the sessions list and the security mails. Bowser
// (MIT, no dependencies, widely used) keeps up with user-agent quirks we would otherwise
// hand-maintain; its browser and OS names are all we show.

export type Device = { browser: string; system: string; label: string };

export function describeDevice(userAgent: string | null | undefined): Device {
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const browser = parsed?.browser.name || "An unknown browser";
  const system = parsed?.os.name ? [parsed.os.name, parsed.os.versionName].filter(Boolean).join(" ") : "";
  return { browser, system, label: system ? `${browser} on ${system}` : browser };
}
