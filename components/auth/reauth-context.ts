"use client";

import { createContext, useCallback, useContext } from "react";
import type { ApiAnswer } from "@/lib/client/api";

// Account changes (email, 2FA, passkeys) answer 403 { reauthenticate: true } without a fresh
// proof. `withFreshProof(call)` runs the call; on that answer it asks "Confirm it's you" in
// place and, once proven, runs the call once more. Cancelled: the refusal is returned.

export type AskForProof = () => Promise<boolean>;
export const ReauthContext = createContext<AskForProof | null>(null);

export function needsFreshProof(answer: { responseStatus: number; reauthenticate?: boolean }): boolean {
  return answer.responseStatus === 403 && answer.reauthenticate === true;
}

export function useFreshProof() {
  const ask = useContext(ReauthContext);
  return useCallback(
    async function withFreshProof<T>(call: () => Promise<ApiAnswer<T>>): Promise<ApiAnswer<T>> {
      const first = await call();
      if (!needsFreshProof(first) || !ask) return first;
      return (await ask()) ? call() : first;
    },
    [ask],
  );
}
