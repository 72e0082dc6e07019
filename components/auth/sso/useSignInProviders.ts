"use client";

import { useCallback, useEffect, useState } from "react";
import { apiGet, apiPost } from "@/lib/client/api";
import { returnPathIn } from "../landing";
import type { SignInProvider } from "@/lib/auth/sso/schemas";

// The organisations whose own sign-in is on, for the login page: their buttons, the one an
// address typed into the username or email box belongs to, and starting a sign-in there (the
// browser leaves for the provider; a provider that does not answer is said here).

export type SignInProviders = {
  providers: SignInProvider[];
  /** The provider of the organisation that holds the typed address's domain. */
  forAddress(address: string): SignInProvider | null;
  start(provider: { id: number }): Promise<void>;
  busyId: number | null;
  error: string;
};

export function useSignInProviders(): SignInProviders {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    let live = true;
    void apiGet("/api/auth/sso/providers/", { announce: false }).then((answer) => {
      if (live && answer.responseStatus === 200) setProviders(answer.providers);
    });
    return () => {
      live = false;
    };
  }, []);
  const forAddress = useCallback(
    (address: string) => {
      const at = address.trim().lastIndexOf("@");
      if (at < 1) return null;
      const domain = address.trim().slice(at + 1).toLowerCase();
      return providers.find((p) => p.domains.includes(domain)) ?? null;
    },
    [providers],
  );
  const start = useCallback(async ({ id }: { id: number }) => {
    setBusyId(id);
    setError("");
    const answer = await apiPost("/api/auth/sso/start/", { provider: id, returnTo: returnPathIn(window.location.search) ?? undefined }, { announce: false });
    if (answer.responseStatus === 200 && answer.url) {
      window.location.assign(answer.url);
      return;
    }
    setBusyId(null);
    setError(answer.errorMessage ?? "This sign-in is not available just now. Please sign in another way.");
  }, []);
  return { providers, forAddress, start, busyId, error };
}
