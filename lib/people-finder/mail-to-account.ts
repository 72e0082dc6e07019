import "server-only";
import type { Tx } from "@/lib/db";
import type { RenderedMail } from "@/emails/layout";
import { queueMail } from "@/lib/mail/queue-mail";
import { optedOut } from "@/lib/mail/unsubscribe/opted-out";
import { unsubscribePageUrl, unsubscribeToken } from "@/lib/mail/unsubscribe/token";
import type { MailCategory } from "@/lib/mail/mail";
import { provedAddressOfAccount } from "@/lib/people/addresses";

// Mail an invitation (or its answer, or a renewal reminder) to an account: to its proved address
// only (lib/people/addresses.ts; none while it has none), never once that address opted out of
// the category, with the category's one-click unsubscribe and its visible link (the body is then
// sealed when stored, as the link acts for its holder).

export async function mailAccount(
  tx: Tx,
  accountId: number | null,
  category: MailCategory,
  kind: string,
  render: (unsubscribeUrl: string) => RenderedMail,
): Promise<boolean> {
  if (!accountId) return false;
  const to = await provedAddressOfAccount(tx, accountId);
  if (!to || (await optedOut(tx, to, category))) return false;
  const mail = render(unsubscribePageUrl(unsubscribeToken({ email: to, category })));
  await queueMail(tx, { kind, category, to, ...mail, secret: true });
  return true;
}
