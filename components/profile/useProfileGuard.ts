"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { LEVEL } from "@/lib/levels";
import { useSession } from "@/components/session/SessionProvider";

/**
 * Not signed in → /login/; quick access (level 2) → its projects (docs/product.md#user-levels,
 * docs/product.md#screens-and-routes). True when allowed.
 */
export function useProfileGuard(): { allowed: boolean; userLevel: number } {
  const router = useRouter();
  const { userLevel } = useSession();
  useEffect(() => {
    if (userLevel === LEVEL.unknown) return;
    if (userLevel < LEVEL.quickAccess) router.replace("/login/");
    else if (userLevel < LEVEL.account) router.replace("/all_projects/");
  }, [userLevel, router]);
  return { allowed: userLevel >= LEVEL.account, userLevel };
}
