import "server-only";
import { randomBytes } from "node:crypto";
import { logActivity } from "@/lib/activity/log-activity";
import type { Actor } from "@/lib/activity/actor";
import { guardAdminRemoval } from "@/lib/auth/accounts/guard-admins";
import { clock } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { ownerOfPerson } from "@/lib/people/addresses";
import { Conflict, NotFound } from "@/lib/errors";
import { PEOPLE_MESSAGES } from "@/lib/people/messages";
import { erasedAddress, ERASURE_MESSAGES as M, FORMER_MEMBER } from "./messages";
import { needles } from "./needles";
import { replaceLeads } from "./replace-leads";
import { rewriteMentions } from "./rewrite-mentions";
import type { EraseAnswer, ErasePersonInput } from "./schemas";

// An admin erases a person (docs/product.md#erasure): in one transaction, the open projects they
// lead get their new leads, their name and address become "Former member" and a random token on
// their own row and everywhere else they appear, their accounts go with their sessions, passkeys
// and secrets, and one activity entry records the erasure with nothing of what was erased. The
// person's row stays, so project and milestone history still reads "Former member <token>".

// Rewriting a long activity log takes longer than an ordinary admin change.
const ERASURE_TRANSACTION = { maxWait: 10_000, timeout: 120_000 } as const;

/** 8 characters from an alphabet without look-alikes: 40 bits, unique enough to tell two apart. */
function newToken(): string {
  const alphabet = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join("");
}

type PersonRow = { id: number; first_name: string; last_name: string; email: string; erased_at: Date | null };
type AccountRow = { id: number; username: string; email: string; level: number; disabled: boolean };

async function lockPerson(tx: Tx, id: number): Promise<PersonRow> {
  const [person] = await tx.$queryRaw<PersonRow[]>`
    SELECT id, first_name, last_name, email::text AS email, erased_at FROM person WHERE id = ${id} FOR UPDATE`;
  if (!person) throw new NotFound(PEOPLE_MESSAGES.personMissing);
  if (person.erased_at) throw new Conflict(M.alreadyErased);
  return person;
}

/** The accounts that are theirs (lib/people/addresses.ts), locked; an account that only asked for their address is not. */
async function lockAccounts(tx: Tx, accountIds: number[]): Promise<AccountRow[]> {
  if (!accountIds.length) return [];
  return tx.$queryRaw<AccountRow[]>`
    SELECT id, username::text AS username, email::text AS email, level, disabled
      FROM account WHERE id IN (${Prisma.join(accountIds)})
     ORDER BY id FOR UPDATE`;
}

async function guardAccounts(tx: Tx, actor: Actor, accounts: AccountRow[]): Promise<void> {
  if (accounts.some((a) => a.id === actor.accountId)) throw new Conflict(M.ownAccount);
  for (const account of accounts) await guardAdminRemoval(tx, actor, account);
}

export async function erasePerson(actor: Actor, input: ErasePersonInput): Promise<EraseAnswer> {
  const token = newToken();
  const name = `${FORMER_MEMBER} ${token}`;
  const address = erasedAddress(token);
  await db.$transaction(async (tx) => {
    const person = await lockPerson(tx, input.id);
    // Whose rows these are: the person's proved addresses only, never an address still waiting
    // for its code (it may be someone else's, who must keep their sessions and requests).
    const owner = await ownerOfPerson(tx, person.id);
    const accounts = await lockAccounts(tx, owner?.accountIds ?? []);
    await guardAccounts(tx, actor, accounts);
    const leadsReplaced = await replaceLeads(tx, actor, person.id, input.newLeads);

    const addresses = owner?.addresses ?? [];
    const general = needles([
      { find: `${person.first_name} ${person.last_name}`, replace: name },
      ...addresses.map((find) => ({ find, replace: address })),
    ]);
    const own = needles([
      ...general,
      ...accounts.map((a) => ({ find: a.username, replace: name })),
      { find: person.last_name, replace: token },
      { find: person.first_name, replace: FORMER_MEMBER },
    ]);
    await rewriteMentions(tx, { personId: person.id, accountIds: accounts.map((a) => a.id), addresses, token, name, address, general, own });
    // Passkeys, sessions, identities, saved searches, calendar feeds, being open to projects and codes go with the accounts (cascades).
    if (accounts.length) await tx.account.deleteMany({ where: { id: { in: accounts.map((a) => a.id) } } });
    // An export of the person holds them in its file (an account's exports went with the account).
    await tx.dataExport.deleteMany({ where: { personId: person.id } });
    await tx.person.update({ where: { id: person.id }, data: { firstName: FORMER_MEMBER, lastName: token, email: address, erasedAt: clock.now() } });
    await logActivity(tx, {
      session: actor,
      action: "person.erase",
      entityType: "person",
      entityId: person.id,
      personId: person.id,
      summary: `Erased a person, now shown as ${name}`,
      after: { token, accountsDeleted: accounts.length, leadsReplaced },
    });
  }, ERASURE_TRANSACTION);
  return { success: true, token };
}
