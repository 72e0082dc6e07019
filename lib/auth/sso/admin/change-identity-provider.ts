import "server-only";
import type { Actor } from "@/lib/activity/actor";
import { logActivity } from "@/lib/activity/log-activity";
import { clock } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";
import { Invalid, NotFound } from "@/lib/errors";
import { loadOrganisation } from "@/lib/organisations/change-organisation";
import { dropProviderCeremonies } from "../../ceremony-store";
import { sealClientSecret } from "../load-provider";
import { SSO_MESSAGES as M } from "../messages";
import type { IdentityProviderSettings } from "../schemas";
import { endSessionsOutsideProvider } from "./end-sessions-outside-provider";

// An admin's changes to an organisation's identity provider, each one transaction with its
// activity-log row. Switching a provider off ends, in the same transaction, every session made
// through it (and read_session refuses them on every instance from then on); removing it
// removes them with its identities. Turning "sign-in only through the provider" on (saving it
// on a provider that is switched on, or switching on a provider that has it) ends, in the same
// transaction, the sessions of the domains' accounts and visitors made any other way.

const sessionsEnded = (n: number) => (n ? `; ${n} session${n === 1 ? "" : "s"} not made through it ended` : "");

const shown = {
  kind: true,
  issuer: true,
  clientId: true,
  tenantIds: true,
  firstSignIn: true,
  onlyThroughProvider: true,
  enforcesMfa: true,
  enabled: true,
} as const;

async function lockProvider(tx: Tx, organisationId: number) {
  await tx.$executeRaw`SELECT id FROM identity_provider WHERE organisation_id = ${organisationId} FOR UPDATE`;
  const provider = await tx.identityProvider.findUnique({ where: { organisationId }, select: { id: true, ...shown } });
  if (!provider) throw new NotFound(M.providerMissing);
  return provider;
}

/** Adds the organisation's provider or changes it; an empty secret keeps the stored one. */
export async function saveIdentityProvider(actor: Actor, settings: IdentityProviderSettings): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    const organisation = await loadOrganisation(tx, settings.organisationId);
    const before = await tx.identityProvider.findUnique({ where: { organisationId: organisation.id }, select: { id: true, ...shown } });
    if (!before && !settings.clientSecret) throw new Invalid({ clientSecret: [M.clientSecretRequired] });
    const data = {
      kind: settings.kind,
      issuer: settings.issuer,
      clientId: settings.clientId,
      tenantIds: settings.kind === "entra" ? settings.tenantIds : [],
      firstSignIn: settings.firstSignIn,
      onlyThroughProvider: settings.onlyThroughProvider,
      enforcesMfa: settings.enforcesMfa,
      ...(settings.clientSecret ? { clientSecret: sealClientSecret(settings.clientSecret) } : {}),
    };
    const saved = before
      ? await tx.identityProvider.update({ where: { id: before.id }, data, select: { id: true, ...shown } })
      : await tx.identityProvider.create({
          data: { ...data, organisationId: organisation.id, clientSecret: sealClientSecret(settings.clientSecret) },
          select: { id: true, ...shown },
        });
    const ended = saved.enabled && saved.onlyThroughProvider ? await endSessionsOutsideProvider(tx, { id: saved.id, organisationId: organisation.id }) : 0;
    await logActivity(tx, {
      session: actor,
      action: before ? "organisation.sso_change" : "organisation.sso_add",
      entityType: "organisation",
      entityId: organisation.id,
      summary: `${before ? "Changed" : "Added"} the sign-in provider of ${organisation.name}${settings.clientSecret && before ? " (new client secret)" : ""}${sessionsEnded(ended)}`,
      before: before ?? undefined,
      after: saved,
    });
    return { id: saved.id };
  }, ADMIN_TRANSACTION);
}

export async function setIdentityProviderEnabled(actor: Actor, organisationId: number, enabled: boolean): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    const organisation = await loadOrganisation(tx, organisationId);
    const provider = await lockProvider(tx, organisationId);
    if (provider.enabled === enabled) return { id: provider.id };
    await tx.identityProvider.update({ where: { id: provider.id }, data: { enabled } });
    let ended = 0;
    if (!enabled) {
      ({ count: ended } = await tx.session.updateMany({
        where: { identityProviderId: provider.id, revokedAt: null },
        data: { revokedAt: clock.now() },
      }));
      await dropProviderCeremonies(tx, provider.id, "oidc_sign_in");
    } else if (provider.onlyThroughProvider) {
      ended = await endSessionsOutsideProvider(tx, { id: provider.id, organisationId });
    }
    await logActivity(tx, {
      session: actor,
      action: enabled ? "organisation.sso_enable" : "organisation.sso_disable",
      entityType: "organisation",
      entityId: organisationId,
      summary: enabled
        ? `Switched on the sign-in provider of ${organisation.name}${sessionsEnded(ended)}`
        : `Switched off the sign-in provider of ${organisation.name}; ${ended} session${ended === 1 ? "" : "s"} made through it ended`,
      before: { enabled: provider.enabled },
      after: { enabled },
    });
    return { id: provider.id };
  }, ADMIN_TRANSACTION);
}

/** Removes the provider, its identities and the sessions made through it. */
export async function removeIdentityProvider(actor: Actor, organisationId: number): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    const organisation = await loadOrganisation(tx, organisationId);
    const provider = await lockProvider(tx, organisationId);
    await tx.identityProvider.delete({ where: { id: provider.id } });
    await logActivity(tx, {
      session: actor,
      action: "organisation.sso_remove",
      entityType: "organisation",
      entityId: organisationId,
      summary: `Removed the sign-in provider of ${organisation.name}`,
      before: provider,
    });
    return { id: provider.id };
  }, ADMIN_TRANSACTION);
}
