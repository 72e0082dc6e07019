"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/session/SessionProvider";
import { forgetSignInFailures } from "./sign-in-failures";

/** After a sign-in: re-read who is signed in (level, name, people), then go to `path`. */
export function useFinishSignIn() {
  const router = useRouter();
  const { refresh } = useSession();
  return useCallback(
    async (path: string) => {
      forgetSignInFailures();
      await refresh();
      router.push(path);
    },
    [refresh, router],
  );
}
