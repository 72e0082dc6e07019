"use client";

import { useEffect, useState } from "react";
import type { ComboboxOption } from "@/components/ui/Combobox";
import { apiGet } from "@/lib/client/api";
import { useDebounced } from "@/components/ui/use-debounced";

/** People matching a typed term, as combobox options "First Last (email)"; never an erased person. */
export function usePersonOptions(term: string, excludeId?: number): { options: ComboboxOption[]; busy: boolean } {
  const settled = useDebounced(term.trim());
  // The answer remembers which term it is for; until the current term's answer is in, we are busy.
  const [result, setResult] = useState<{ term: string; options: ComboboxOption[] }>({ term: "", options: [] });
  useEffect(() => {
    if (!settled) return;
    let live = true;
    void apiGet("/api/admin/people/", { announce: false, query: { q: settled } }).then((answer) => {
      if (!live) return;
      const people = answer.responseStatus === 200 ? answer.people : [];
      // An erased person (docs/product.md#erasure) is nobody to pick: not a lead, a merge target or an account's person.
      const options = people.filter((p) => p.id !== excludeId && !p.erased).map((p) => ({ id: p.id, label: `${p.firstName} ${p.lastName} (${p.email})` }));
      setResult({ term: settled, options });
    });
    return () => {
      live = false;
    };
  }, [settled, excludeId]);
  if (!settled) return { options: [], busy: false };
  return { options: result.term === settled ? result.options : [], busy: result.term !== settled };
}
