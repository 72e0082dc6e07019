import "server-only";
import type { Tx } from "@/lib/db";
import { queueMail } from "@/lib/mail/queue-mail";
import type { IssuedLink } from "./issue-set-password-link";
import { SET_PASSWORD_LIFETIME_MS } from "./link-token";
import { setPasswordMail } from "./set-password-mail";

/**
 * Queues the link's mail in the transaction that made the link: both exist or neither. Its body
 * holds the link, so it is stored sealed; the worker sends it and retries it while the mail
 * server refuses it, and the admin sees it in the Mail tab.
 */
export async function queueSetPasswordMail(tx: Tx, account: { username: string; email: string }, link: IssuedLink): Promise<void> {
  const mail = setPasswordMail({ username: account.username, url: link.url, hours: SET_PASSWORD_LIFETIME_MS / 3_600_000 });
  await queueMail(tx, { kind: "set_password", to: account.email, ...mail, link: link.url, secret: true });
}
