import "server-only";
import { clock } from "@/lib/clock";
import { logActivity } from "@/lib/activity/log-activity";
import { db, type Tx } from "@/lib/db";
import { Invalid, NotFound } from "@/lib/errors";
import type { Actor } from "@/lib/activity/actor";
import { ORGANISATION_MESSAGES as M } from "./messages";
import { loadOrganisation } from "./change-organisation";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";
import { endSessionsOutsideProvider } from "@/lib/auth/sso/admin/end-sessions-outside-provider";

// A domain (already lower-cased and checked by the schema) belongs to one organisation only:
// a visitor whose address has it gets quick access to that organisation's projects. Added to an
// organisation whose provider is on with "sign-in only through the provider", it comes under
// that rule at once: the sessions of its addresses made any other way end in the same
// transaction, as when the rule is turned on (end-sessions-outside-provider.ts).

/**
 * The organisation's provider when its rule applies now. The provider's save and switch lock the
 * organisation's row first, as this change does (loadOrganisation): one waits for the other, so
 * a rule turned on beside this change ends the new domain's sessions, or is seen here.
 */
async function providerOnlyProvider(tx: Tx, organisationId: number): Promise<{ id: number } | null> {
  return tx.identityProvider.findFirst({ where: { organisationId, enabled: true, onlyThroughProvider: true }, select: { id: true } });
}

const sessionsEnded = (n: number) => (n ? `; ${n} session${n === 1 ? "" : "s"} not made through its sign-in provider ended` : "");

export async function addOrganisationDomain(actor: Actor, id: number, domain: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await loadOrganisation(tx, id);
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`organisation-domain:${domain}`}))`;
    const owner = await tx.organisationDomain.findUnique({
      where: { domain },
      select: { organisation: { select: { name: true } } },
    });
    if (owner) throw new Invalid({ domain: [M.domainTaken(owner.organisation.name)] });
    await tx.organisationDomain.create({ data: { domain, organisationId: id } });
    const provider = await providerOnlyProvider(tx, id);
    const ended = provider ? await endSessionsOutsideProvider(tx, { id: provider.id, organisationId: id }, domain) : 0;
    await logActivity(tx, {
      session: actor,
      action: "organisation.add_domain",
      entityType: "organisation",
      entityId: id,
      summary: `Added domain ${domain} to ${before.name}${sessionsEnded(ended)}`,
      before: { domains: before.domains },
      after: { domains: [...before.domains, domain].sort() },
    });
  }, ADMIN_TRANSACTION);
}

export async function removeOrganisationDomain(actor: Actor, id: number, domain: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await loadOrganisation(tx, id);
    if (!before.domains.includes(domain)) throw new NotFound(M.domainMissing);
    await tx.organisationDomain.delete({ where: { domain } });
    // The visitors this domain let in lose their access now, not when their sessions expire.
    // (Reading a session checks the domain too: this makes the admin's session counts true.)
    await tx.$executeRaw`
      UPDATE session SET revoked_at = ${clock.now()}
       WHERE organisation_id = ${id} AND revoked_at IS NULL
         AND substring(email::text from '[^@]*$')::citext = ${domain}::citext`;
    await logActivity(tx, {
      session: actor,
      action: "organisation.remove_domain",
      entityType: "organisation",
      entityId: id,
      summary: `Removed domain ${domain} from ${before.name}`,
      before: { domains: before.domains },
      after: { domains: before.domains.filter((d) => d !== domain) },
    });
  }, ADMIN_TRANSACTION);
}
