"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/session/SessionProvider";

/**
 * Spec §4: a person whose level is above 0 on reaching a sign-in page goes to /profile/.
 * Only the level found on arrival counts, so signing in on the page itself is not undone.
 */
export function useRedirectSignedIn(to = "/profile/") {
  const router = useRouter();
  const { userLevel } = useSession();
  const levelOnArrival = useRef<number | null>(null);
  useEffect(() => {
    if (userLevel < 0 || levelOnArrival.current !== null) return;
    levelOnArrival.current = userLevel;
    if (userLevel > 0) router.replace(to);
  }, [userLevel, router, to]);
}
