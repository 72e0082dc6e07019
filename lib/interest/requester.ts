import "server-only";
import { effectiveLevel, LEVEL } from "@/lib/levels";
import type { CurrentSession } from "@/lib/current-session";
import type { SqlReader, Tx } from "@/lib/db";
import { ownerOfAccount, provedAddressOfAccount } from "@/lib/people/addresses";
import { Forbidden, Invalid, Refused } from "@/lib/errors";
import { INTEREST_MESSAGES as M } from "./messages";

// Who is asking (docs/product.md#interest-requests): an account by its verified address and,
// when it has one, its linked person's name; a quick-access visitor by the work address their
// code was sent to, through their organisation's access. Share-link viewers have no session and
// never get here.

const personName = { id: true, firstName: true, lastName: true } as const;

export type Requester = {
  email: string;
  accountId: number | null;
  organisationId: number | null;
  /** The names from the account's person, when it has one; else the form's. */
  person: { id: number; firstName: string; lastName: string } | null;
};

/** The address this viewer's requests are asked under, or null (an account not yet verified): no database round trip for visitors. */
export async function requesterAddress(tx: Tx | SqlReader, session: CurrentSession): Promise<string | null> {
  if (effectiveLevel(session.level) === LEVEL.quickAccess) return session.email || null;
  return session.accountId ? provedAddressOfAccount(tx, session.accountId) : null;
}

export async function requesterOf(tx: Tx, session: CurrentSession): Promise<Requester> {
  const level = effectiveLevel(session.level);
  if (level === LEVEL.quickAccess) {
    if (!session.email || !session.organisationId) throw new Forbidden();
    return { email: session.email, accountId: null, organisationId: session.organisationId, person: null };
  }
  if (level < LEVEL.account || !session.accountId) throw new Forbidden();
  const own = await ownerOfAccount(tx, session.accountId);
  if (!own) throw new Forbidden();
  // A request is asked under the account's own address, once proved: the deciders write to it.
  const email = await provedAddressOfAccount(tx, session.accountId);
  if (!email) throw new Refused(M.unverified);
  const person = own.personIds.length ? await tx.person.findUnique({ where: { id: own.personIds[0] }, select: personName }) : null;
  return { email, accountId: session.accountId, organisationId: null, person };
}

/** The name on the request: the linked person's, else both names from the form. */
export function nameOf(requester: Requester, form: { first_name?: string; last_name?: string }) {
  if (requester.person) return { firstName: requester.person.firstName, lastName: requester.person.lastName };
  const errors: Record<string, string[]> = {};
  if (!form.first_name) errors.first_name = [M.namesNeeded];
  if (!form.last_name) errors.last_name = [M.namesNeeded];
  if (Object.keys(errors).length) throw new Invalid(errors);
  return { firstName: form.first_name!, lastName: form.last_name! };
}
