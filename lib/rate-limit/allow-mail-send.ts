import "server-only";
import { logEvent } from "@/lib/log";
import { countHit } from "./count-hit";
import { LIMITS } from "./limits";

/**
 * Counts a mail about to go to `email` from `ip` and says whether it may go. Every request
 * counts, known address or not, so the limits themselves tell nothing about accounts.
 */
export async function allowMailSend(email: string, ip: string): Promise<boolean> {
  const address = email.toLowerCase();
  const [perMinute, perHour, perIp] = await Promise.all([
    countHit(`mail:address:minute:${address}`, LIMITS.mailPerAddressMinute.windowMs),
    countHit(`mail:address:hour:${address}`, LIMITS.mailPerAddressHour.windowMs),
    countHit(`mail:ip:minute:${ip}`, LIMITS.mailPerIpMinute.windowMs),
  ]);
  const allowed =
    perMinute <= LIMITS.mailPerAddressMinute.max &&
    perHour <= LIMITS.mailPerAddressHour.max &&
    perIp <= LIMITS.mailPerIpMinute.max;
  if (!allowed) logEvent("security.mail_rate_limited", { ip });
  return allowed;
}
