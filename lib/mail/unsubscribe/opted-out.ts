import "server-only";
import type { Tx } from "@/lib/db";
import type { MailCategory } from "../mail";

/** Whether the address has opted out of the category (checked again just before each send). */
export async function optedOut(tx: Pick<Tx, "mailOptOut">, email: string, category: MailCategory): Promise<boolean> {
  const row = await tx.mailOptOut.findUnique({ where: { email_category: { email, category } }, select: { email: true } });
  return !!row;
}
