import "server-only";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";

/**
 * A Message-ID for a new mail, made when it is queued and kept through every try, so a mail
 * server that got a try whose answer was lost can recognise the next one as the same mail. The
 * domain is the sender's (MAIL_FROM), as RFC 5322 suggests.
 */
export function newMessageId(): string {
  const from = env().MAIL_FROM;
  const domain = from.match(/@([A-Za-z0-9.-]+)>?\s*$/)?.[1] ?? "localhost";
  return `<${randomUUID()}@${domain}>`;
}
