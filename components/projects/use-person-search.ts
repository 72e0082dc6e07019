"use client";

import { useEffect, useState } from "react";
import type { PersonSearchResult } from "@/lib/people/schemas";
import { searchPeople, type PeopleTarget } from "./project-calls";

const PERSON_SEARCH_DELAY_MS = 250;

/**
 * People matching the typed term, asked for 250 ms after typing stops, never for an empty term
 * (docs/product.md#business-constants). An answer is shown only for the term it was asked for:
 * until the current term's answer is in, the list is empty and busy, so Enter cannot pick a
 * person an earlier, shorter term found.
 */
export function usePersonSearch(target: PeopleTarget, term: string): { results: PersonSearchResult[]; busy: boolean } {
  const [answer, setAnswer] = useState<{ term: string; results: PersonSearchResult[] }>({ term: "", results: [] });
  const trimmed = term.trim();
  const { kind, id } = target;
  const project = target.kind === "milestone" ? target.project : null;

  useEffect(() => {
    if (!trimmed) return;
    let live = true;
    const timer = setTimeout(() => {
      const where: PeopleTarget = kind === "project" ? { kind, id } : { kind, id, project: project ?? 0 };
      void searchPeople(where, trimmed).then((found) => {
        if (!live) return;
        setAnswer({ term: trimmed, results: found.responseStatus === 200 && Array.isArray(found.results) ? found.results : [] });
      });
    }, PERSON_SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [trimmed, kind, id, project]);

  if (!trimmed) return { results: [], busy: false };
  return { results: answer.term === trimmed ? answer.results : [], busy: answer.term !== trimmed };
}
