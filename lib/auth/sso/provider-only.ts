import "server-only";
import { db } from "@/lib/db";
import { Refused } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { SSO_MESSAGES as M } from "./messages";

// "Sign-in only through the provider": an organisation whose identity provider is on may have
// the password, the emailed code and the passkey refused for addresses at its domains, so that
// access ends with the work account. Administrators (level 9) are exempt, so that a broken
// provider locks nobody out of the administration. Judged after the factor succeeded, so the
// refusal tells nothing to someone who does not hold it.

export type ProviderOnly = { id: number; name: string; domain: string };

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/** The provider an address must sign in through, or null when other ways are allowed. */
export async function providerOnlyFor(email: string): Promise<ProviderOnly | null> {
  const domain = domainOf(email);
  // One statement for any address (the organisation's name is read only when the domain's
  // provider is on, which depends on the domain alone): the work must not differ between an
  // account's address and another at the same domain (docs/security.md).
  const provider = await db.identityProvider.findFirst({
    where: { enabled: true, onlyThroughProvider: true, organisation: { domains: { some: { domain } } } },
    select: { id: true, organisation: { select: { name: true } } },
  });
  return provider ? { id: provider.id, name: provider.organisation.name, domain } : null;
}

/** Throws the refusal (422, with the provider to offer) when `email` must sign in through its provider. */
export async function refuseUnlessThroughProvider(email: string, method: string): Promise<void> {
  const only = await providerOnlyFor(email);
  if (!only) return;
  logEvent("auth.sso_only_refused", { method, providerId: only.id });
  throw new Refused(M.onlyThroughProvider(only.domain, only.name), { signInWith: { id: only.id, name: only.name } });
}
