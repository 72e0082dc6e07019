import "server-only";
import { clock } from "@/lib/clock";
import { logActivity } from "@/lib/activity/log-activity";
import { db } from "@/lib/db";
import { Invalid, NotFound } from "@/lib/errors";
import type { Actor } from "@/lib/activity/actor";
import { ORGANISATION_MESSAGES as M } from "./messages";
import { loadOrganisation } from "./change-organisation";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";

// A domain (already lower-cased and checked by the schema) belongs to one organisation only:
// a visitor whose address has it gets quick access to that organisation's projects.

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
    await logActivity(tx, {
      session: actor,
      action: "organisation.add_domain",
      entityType: "organisation",
      entityId: id,
      summary: `Added domain ${domain} to ${before.name}`,
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
