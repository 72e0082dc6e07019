"use client";

import { useEffect, useState } from "react";
import type { ActivityFilterOptions, ActivityPage } from "@/lib/activity/schemas";
import { fetchActivity, fetchActivityFilters } from "./activity-calls";
import type { ActivityFilter } from "./ActivityFilters";

export type ActivityState = {
  page: ActivityPage | null;
  options: ActivityFilterOptions | null;
  loading: boolean;
  failed: boolean;
};

/** Loads one page of the log for the filter, and the filter choices once. */
export function useActivity(filter: ActivityFilter, pageNumber: number, attempt: number): ActivityState {
  const [page, setPage] = useState<ActivityPage | null>(null);
  const [options, setOptions] = useState<ActivityFilterOptions | null>(null);
  const [failed, setFailed] = useState(false);
  // Which request the shown page answers; while it differs from the wanted one, it is loading.
  const wanted = JSON.stringify([filter, pageNumber, attempt]);
  const [answered, setAnswered] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void fetchActivityFilters().then((answer) => {
      if (live && answer.responseStatus === 200) setOptions({ projects: answer.projects, people: answer.people });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    let live = true;
    const key = JSON.stringify([filter, pageNumber, attempt]);
    void fetchActivity({ ...filter, page: pageNumber }).then((answer) => {
      if (!live) return;
      setAnswered(key);
      if (answer.responseStatus !== 200) {
        if (answer.responseStatus !== 403) setFailed(true);
        return;
      }
      setFailed(false);
      setPage(answer);
    });
    return () => {
      live = false;
    };
  }, [filter, pageNumber, attempt]);

  return { page, options, loading: answered !== wanted, failed };
}
