"use client";

import { useEffect, useState } from "react";
import type { ReferenceListsAnswer } from "@/lib/reference/schemas";
import { fetchReferenceLists } from "./project-calls";

const EMPTY: ReferenceListsAnswer = { eml: [], rcoa: [], project: [], milestone: [], milestoneLookingFor: [] };

/** Domains, statuses and looking-for; empty lists until they arrive. */
export function useReferenceLists(): ReferenceListsAnswer & { ready: boolean } {
  const [lists, setLists] = useState<ReferenceListsAnswer | null>(null);
  useEffect(() => {
    let live = true;
    void fetchReferenceLists().then((answer) => live && setLists(answer));
    return () => {
      live = false;
    };
  }, []);
  return { ...(lists ?? EMPTY), ready: lists !== null };
}
