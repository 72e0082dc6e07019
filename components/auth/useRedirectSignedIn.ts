"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/session/SessionProvider";
import { LEVEL } from "@/lib/levels";

/**
 * A person whose level is above 0 on reaching a sign-in page goes to /profile/
 * (docs/product.md#screens-and-routes).
 * Only the level found on arrival counts, so signing in on the page itself is not undone.
 */
export function useRedirectSignedIn(to = "/profile/") {
  const router = useRouter();
  const { userLevel } = useSession();
  const levelOnArrival = useRef<number | null>(null);
  useEffect(() => {
    if (userLevel < LEVEL.anonymous || levelOnArrival.current !== null) return;
    levelOnArrival.current = userLevel;
    if (userLevel > LEVEL.anonymous) router.replace(to);
  }, [userLevel, router, to]);
}
