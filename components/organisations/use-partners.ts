"use client";

import { useEffect, useState } from "react";
import type { Partner } from "@/lib/organisations/partner-schemas";
import { fetchPartners } from "./partner-calls";

/** The organisations; null while loading, "failed" when the call did not answer. */
export function usePartners(attempt = 0): Partner[] | null | "failed" {
  const [partners, setPartners] = useState<Partner[] | null | "failed">(null);
  useEffect(() => {
    let live = true;
    void fetchPartners().then((answer) => {
      if (!live) return;
      if (answer.responseStatus === 200) setPartners(answer.partners);
      else if (answer.responseStatus !== 403) setPartners("failed");
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  return partners;
}
