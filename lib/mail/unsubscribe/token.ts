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

/** `savedSearchId`: the link stops that one saved search's alerts, not the whole category. */
export type UnsubscribeTarget = { email: string; category: MailCategory; savedSearchId?: number };

/** What is signed: the address, the category and, for one saved search, its id. */
function payloadOf(target: UnsubscribeTarget): string {
  const parts = [target.email.toLowerCase(), target.category, ...(target.savedSearchId ? [String(target.savedSearchId)] : [])];
  return parts.join(SEPARATOR);
}

const mac = (payload: string) => hmac(requireSessionSecret(), `unsubscribe:${payload}`);

export function unsubscribeToken(target: UnsubscribeTarget): string {
  const payload = payloadOf(target);
  return `${Buffer.from(payload).toString("base64url")}.${mac(payload)}`;
}

const ID = /^[1-9]\d{0,9}$/;

/** The address, category and saved search a token stands for, or null for anything not made by this server. */
export function readUnsubscribeToken(token: string): UnsubscribeTarget | null {
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return null;
  const payload = Buffer.from(encoded, "base64url").toString("utf8");
  const [email, category, savedSearch, more] = payload.split(SEPARATOR);
  if (!email || !category || more !== undefined) return null;
  if (!(MAIL_CATEGORIES as readonly string[]).includes(category)) return null;
  if (savedSearch !== undefined && !(category === "alerts" && ID.test(savedSearch))) return null;
  if (!safeEqual(signature, mac(payload))) return null;
  return { email, category: category as MailCategory, ...(savedSearch ? { savedSearchId: Number(savedSearch) } : {}) };
}

/** The address in the List-Unsubscribe header: a POST there unsubscribes, a GET shows the page. */
export function unsubscribeUrl(target: UnsubscribeTarget): string {
  return `${env().APP_URL}/api/mail/unsubscribe/?token=${unsubscribeToken(target)}`;
}

/** The page that asks for the one click (what a person who opens the link sees). */
export function unsubscribePageUrl(token: string): string {
  return `${env().APP_URL}/unsubscribe/?token=${token}`;
}
