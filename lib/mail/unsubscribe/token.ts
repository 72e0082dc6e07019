import "server-only";
import { hmac, safeEqual } from "@/lib/crypto/tokens";
import { env, requireSessionSecret } from "@/lib/env";
import { MAIL_CATEGORIES, type MailCategory } from "../mail";

// The one-click unsubscribe token of a recipient and a category of mail: the address and the
// category in the clear (base64url) and an HMAC of both keyed by SESSION_SECRET. Nobody can make
// one for another address, and one address's token never touches another's opt-outs. It does
// not expire and using it twice changes nothing more: a mail read a year later still
// unsubscribes, as the mail's header promises.

const SEPARATOR = "\n";

export type UnsubscribeTarget = { email: string; category: MailCategory };

function mac(email: string, category: string): string {
  return hmac(requireSessionSecret(), `unsubscribe:${email.toLowerCase()}${SEPARATOR}${category}`);
}

export function unsubscribeToken(target: UnsubscribeTarget): string {
  const payload = Buffer.from(`${target.email.toLowerCase()}${SEPARATOR}${target.category}`).toString("base64url");
  return `${payload}.${mac(target.email, target.category)}`;
}

/** The address and category a token stands for, or null for anything not made by this server. */
export function readUnsubscribeToken(token: string): UnsubscribeTarget | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const [email, category, more] = Buffer.from(payload, "base64url").toString("utf8").split(SEPARATOR);
  if (!email || !category || more !== undefined) return null;
  if (!(MAIL_CATEGORIES as readonly string[]).includes(category)) return null;
  if (!safeEqual(signature, mac(email, category))) return null;
  return { email, category: category as MailCategory };
}

/** The address in the List-Unsubscribe header: a POST there unsubscribes, a GET shows the page. */
export function unsubscribeUrl(target: UnsubscribeTarget): string {
  return `${env().APP_URL}/api/mail/unsubscribe/?token=${unsubscribeToken(target)}`;
}

/** The page that asks for the one click (what a person who opens the link sees). */
export function unsubscribePageUrl(token: string): string {
  return `${env().APP_URL}/unsubscribe/?token=${token}`;
}
