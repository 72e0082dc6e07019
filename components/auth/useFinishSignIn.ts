"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/session/SessionProvider";

/** After a sign-in: re-read who is signed in (level, name, people), then go to `path`. */
export function useFinishSignIn() {
  const router = useRouter();
  const { refresh } = useSession();
  return useCallback(
    async (path: string) => {
      await refresh();
      router.push(path);
    },
    [refresh, router],
  );
}
