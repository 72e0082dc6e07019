"use client";

import { useCallback, useEffect, useState } from "react";
import { apiGet } from "@/lib/client/api";
import type { ProfileAnswer } from "@/lib/auth/schemas";

async function fetchProfile(): Promise<ProfileAnswer | null> {
  const answer = await apiGet("/api/profile/");
  return answer.responseStatus === 200 ? answer : null;
}

/** The signed-in account's profile (docs/product.md#entities); `reload` after any change to it. */
export function useProfile(enabled: boolean) {
  const [profile, setProfile] = useState<ProfileAnswer | null>(null);
  const reload = useCallback(async () => {
    const next = await fetchProfile();
    if (next) setProfile(next);
  }, []);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void fetchProfile().then((next) => current && next && setProfile(next));
    return () => {
      current = false;
    };
  }, [enabled]);
  return { profile, reload };
}
