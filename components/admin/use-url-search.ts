"use client";

import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { currentUrl, replaceUrl, withParam } from "@/lib/client/history";
import { useDebounced } from "@/components/ui/use-debounced";

/**
 * A search box kept in the address (?search=…, or the parameter `name`), so a reload, Back and
 * Forward, or a shared link show the same search. The address follows the settled term and
 * replaces the entry (typing makes no history of its own); an address that changes (Back,
 * Forward) sets the box. Returns the box's text, its setter and the settled term to query with.
 */
export function useUrlSearch(name = "search"): [string, (term: string) => void, string] {
  const inUrl = useSearchParams().get(name) ?? "";
  const [term, setTerm] = useState(inUrl);
  const [seen, setSeen] = useState(inUrl);
  if (inUrl !== seen) {
    setSeen(inUrl);
    setTerm(inUrl);
  }
  const query = useDebounced(term.trim());
  const written = useRef(query);
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    replaceUrl(withParam(currentUrl(), name, query || null));
  }, [query, name]);
  return [term, setTerm, query];
}
