"use client";

import { Button } from "@/components/ui/Button";
import { SSO_MESSAGES } from "@/lib/auth/sso/messages";
import type { SignInProviders } from "./useSignInProviders";

/** "Sign in with <organisation>" for each organisation whose own sign-in is on. */
export function SsoButtons({ sso }: { sso: SignInProviders }) {
  if (sso.providers.length === 0) return null;
  return (
    <section aria-labelledby="sso-heading" className="flex flex-col gap-3">
      <h2 id="sso-heading" className="text-lg font-semibold">
        Sign in with your organisation
      </h2>
      <div className="flex flex-col gap-2">
        {sso.providers.map((provider) => (
          <Button key={provider.id} variant="secondary" onClick={() => void sso.start(provider)} disabled={sso.busyId !== null}>
            {sso.busyId === provider.id ? "Going to your organisation ..." : SSO_MESSAGES.signInWith(provider.name)}
          </Button>
        ))}
      </div>
      <SsoError sso={sso} />
    </section>
  );
}

/** Why a start failed (the provider does not answer, it was switched off), said where it happened. */
function SsoError({ sso }: { sso: SignInProviders }) {
  return (
    <div aria-live="assertive">
      {sso.error && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-900">
          {sso.error}
        </p>
      )}
    </div>
  );
}

/**
 * Under the username or email box: the address typed belongs to an organisation with its own
 * sign-in, so that is offered instead.
 */
export function SsoOffer({ sso, address }: { sso: SignInProviders; address: string }) {
  const provider = sso.forAddress(address);
  if (!provider) return null;
  const domain = address.trim().slice(address.trim().lastIndexOf("@") + 1).toLowerCase();
  return (
    <div className="flex flex-col gap-2 rounded border border-sky-300 bg-sky-50 px-3 py-2" role="status">
      <p className="text-sky-950">
        {provider.onlyThroughProvider
          ? `People at ${domain} sign in through ${provider.name}.`
          : `People at ${domain} can sign in through ${provider.name}.`}
      </p>
      <Button variant="primary" onClick={() => void sso.start(provider)} disabled={sso.busyId !== null}>
        {sso.busyId === provider.id ? "Going to your organisation ..." : SSO_MESSAGES.signInWith(provider.name)}
      </Button>
    </div>
  );
}
