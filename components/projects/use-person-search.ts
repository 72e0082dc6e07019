"use client";

import { useEffect, useState } from "react";
import type { PersonSearchResult } from "@/lib/people/schemas";
import { searchPeople, type PeopleTarget } from "./project-calls";

const PERSON_SEARCH_DELAY_MS = 250;

/** People matching the typed term, asked for 250 ms after typing stops, never for an empty term (docs/product.md#business-constants). */
export function usePersonSearch(target: PeopleTarget, term: string): { results: PersonSearchResult[]; busy: boolean } {
  const [results, setResults] = useState<PersonSearchResult[]>([]);
  const [busy, setBusy] = useState(false);
  const trimmed = term.trim();
  const { kind, id } = target;
  const project = target.kind === "milestone" ? target.project : null;

  useEffect(() => {
    if (!trimmed) return;
    let live = true;
    const timer = setTimeout(() => {
      setBusy(true);
      const where: PeopleTarget = kind === "project" ? { kind, id } : { kind, id, project: project ?? 0 };
      void searchPeople(where, trimmed).then((answer) => {
        if (!live) return;
        setBusy(false);
        setResults(answer.responseStatus === 200 && Array.isArray(answer.results) ? answer.results : []);
      });
    }, PERSON_SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [trimmed, kind, id, project]);

  return { results: trimmed ? results : [], busy: trimmed !== "" && busy };
}
