"use client";

import { useEffect, useState } from "react";
import { apiGet } from "@/lib/client/api";
import type { OpportunitiesAnswer, Opportunity } from "@/lib/interest/opportunity-schemas";
import { queryOf, type BoardFilter } from "./opportunity-filters";

export type OpportunitiesState = {
  answer: OpportunitiesAnswer | null;
  loading: boolean;
  failed: boolean;
  /** The viewer asked or withdrew on the board: that item changes in place, without a reload. */
  setRequest(milestone: number, request: Opportunity["my_request"]): void;
  retry(): void;
};

/** Open to join for the filter (one object per filter: the screen keeps it from its address), loaded again when it changes. */
export function useOpportunities(filter: BoardFilter): OpportunitiesState {
  const [answer, setAnswer] = useState<OpportunitiesAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Which filter the shown answer is for; while it differs from the wanted one, it is loading.
  const wanted = JSON.stringify([filter, attempt]);
  const [answered, setAnswered] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const key = JSON.stringify([filter, attempt]);
    void apiGet("/api/opportunities/", { query: queryOf(filter) }).then((got) => {
      if (!live) return;
      setAnswered(key);
      if (got.responseStatus !== 200) {
        if (got.responseStatus !== 403) setFailed(true);
        return;
      }
      setFailed(false);
      setAnswer({ opportunities: got.opportunities, more: got.more, needs_name: got.needs_name });
    });
    return () => {
      live = false;
    };
  }, [filter, attempt]);

  return {
    answer,
    loading: answered !== wanted,
    failed,
    setRequest(milestone, request) {
      setAnswer((a) => a && { ...a, opportunities: a.opportunities.map((o) => (o.milestone === milestone ? { ...o, my_request: request } : o)) });
    },
    retry: () => setAttempt((n) => n + 1),
  };
}
