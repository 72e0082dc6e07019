import "server-only";
import { db } from "@/lib/db";
import type { PasswordOwner } from "./password-rules";

/** The account's own words a password must not resemble: username, names, email. */
export async function passwordOwnerOf(accountId: number): Promise<PasswordOwner & { id: number }> {
  const account = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { id: true, username: true, email: true, person: { select: { firstName: true, lastName: true } } },
  });
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    firstName: account.person?.firstName ?? null,
    lastName: account.person?.lastName ?? null,
  };
}
