import "server-only";
import { clock } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { LEVEL } from "../../../levels";

// "Sign-in only through the provider" refuses the other ways in at sign-in; sessions made that
// way before the switch would still hold for hours or weeks. So, in the transaction that turns
// the rule on, every live session of an address at the organisation's domains that was not made
// through this provider (password, code, link, passkey: no identity_provider_id, or another
// provider's) is revoked. Sessions are read from PostgreSQL on every request, so every instance
// refuses them from its next request on. Administrators are exempt here as at sign-in, so a
// broken provider locks nobody out of the administration. A domain added to an organisation
// whose rule is already on ends the same sessions of that domain, in the transaction that adds
// it (lib/organisations/change-organisation-domains.ts).

/**
 * Revokes the sessions the rule now forbids, at all the organisation's domains or, with
 * `domain`, at that one only; returns how many.
 */
export async function endSessionsOutsideProvider(tx: Tx, provider: { id: number; organisationId: number }, domain?: string): Promise<number> {
  return tx.$executeRaw`
    UPDATE session s SET revoked_at = ${clock.now()}
      FROM (SELECT s2.id
              FROM session s2 LEFT JOIN account a ON a.id = s2.account_id
             WHERE s2.revoked_at IS NULL
               AND s2.identity_provider_id IS DISTINCT FROM ${provider.id}
               AND (a.id IS NULL OR a.level < ${LEVEL.admin})
               AND lower(substring(coalesce(a.email, s2.email)::text from '[^@]*$'))
                   IN (SELECT lower(d.domain::text) FROM organisation_domain d
                        WHERE d.organisation_id = ${provider.organisationId}
                          AND (${domain ?? null}::text IS NULL OR lower(d.domain::text) = lower(${domain ?? null}::text)))
           ) doomed
     WHERE s.id = doomed.id`;
}
