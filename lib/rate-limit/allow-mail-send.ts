import "server-only";
import { logEvent } from "@/lib/log";
import { currentRequest } from "@/lib/request-context";
import { countHit, reserveHit, type Reservation } from "./count-hit";
import { LIMITS } from "./limits";

// Who may make the app mail an address, and how often. Every request counts against its
// sender's address (per IP, and per IP for that recipient), so a stranger is stopped by their
// own budget first. The recipient's budget (3 a minute, 10 an hour) counts only mails that go:
// a request that is refused, or that mails nobody (an unknown or disabled account), gives its
// reservation back, so refused requests cannot silence an address.

export type MailBudget = {
  /** The mail did not go after all: its place in the recipient's budget is freed. */
  giveBack(): Promise<void>;
};

async function giveBackAll(reservations: Reservation[]): Promise<void> {
  await Promise.all(reservations.map((r) => r.giveBack()));
}

/** Reserves a mail to `email` asked for by the current request; null (and nothing spent) over any limit. */
export async function reserveMailSend(email: string): Promise<MailBudget | null> {
  const ip = currentRequest().ipBlock;
  const address = email.toLowerCase();
  const [perIp, fromIpMinute, fromIpHour] = await Promise.all([
    countHit(`mail:ip:minute:${ip}`, LIMITS.mailPerIpMinute.windowMs),
    countHit(`mail:address-ip:minute:${address}:${ip}`, LIMITS.mailPerAddressFromIpMinute.windowMs),
    countHit(`mail:address-ip:hour:${address}:${ip}`, LIMITS.mailPerAddressFromIpHour.windowMs),
  ]);
  if (
    perIp > LIMITS.mailPerIpMinute.max ||
    fromIpMinute > LIMITS.mailPerAddressFromIpMinute.max ||
    fromIpHour > LIMITS.mailPerAddressFromIpHour.max
  ) {
    logEvent("security.mail_rate_limited", { limit: "sender" });
    return null;
  }
  const recipient = await Promise.all([
    reserveHit(`mail:address:minute:${address}`, LIMITS.mailPerAddressMinute.windowMs),
    reserveHit(`mail:address:hour:${address}`, LIMITS.mailPerAddressHour.windowMs),
  ]);
  const [perMinute, perHour] = recipient;
  if (perMinute.count > LIMITS.mailPerAddressMinute.max || perHour.count > LIMITS.mailPerAddressHour.max) {
    await giveBackAll(recipient);
    logEvent("security.mail_rate_limited", { limit: "recipient" });
    return null;
  }
  return { giveBack: () => giveBackAll(recipient) };
}

/** Reserves and keeps the reservation: for a caller that sends whenever this says yes. */
export async function allowMailSend(email: string): Promise<boolean> {
  return (await reserveMailSend(email)) !== null;
}
