"use client";

import { useEffect, useMemo, useState, type RefObject } from "react";
import { apiGet } from "@/lib/client/api";
import { currentUrl, pushUrl, replaceUrl, withParam } from "@/lib/client/history";
import { LEVEL } from "@/lib/levels";
import type { EditViewer } from "@/lib/projects/edit-rules";
import type { ReviewDay } from "@/lib/reviews/review-rules";
import { milestoneDialog, projectDialog, type OpenDialog } from "./open-dialog";
import { projectPath } from "./project-address";
import type { RowHandlers } from "./row-handlers";
import type { SearchMarks } from "./search-marks";

/** The address without an open project or milestone. */
export const withoutItem = (url: URL) => withParam(withParam(url, "project", null), "milestone", null);

/**
 * What the projects screen's rows ask of it (row-handlers.ts). A project or milestone opened from
 * a row gets its own history entry (?project=ID, ?milestone=ID), so Back closes the dialog instead
 * of leaving the page; `pushedRef` says the open dialog has such an entry. The open interest
 * requests and the active search's marks are what the rows show beside the list, which is the
 * same for everyone.
 */
export function useRowHandlers({
  viewerRef,
  pushedRef,
  setDialog,
  userLevel,
  review,
  marks,
}: {
  viewerRef: RefObject<EditViewer>;
  pushedRef: RefObject<boolean>;
  setDialog(dialog: OpenDialog): void;
  userLevel: number;
  review: ReviewDay;
  marks: ReadonlyMap<number, SearchMarks> | null;
}): RowHandlers {
  // Open requests come apart from the list, and the code that marks them only when there are some.
  const [requests, setRequests] = useState<RowHandlers["requests"]>();
  useEffect(() => {
    if (userLevel >= LEVEL.account)
      void apiGet("/api/interest/counts/", { announce: false }).then(({ counts }) => {
        if (counts?.length) void import("@/components/interest/RequestMarks").then((m) => setRequests(() => m.requestMarks(counts)));
      });
  }, [userLevel]);

  return useMemo<RowHandlers>(() => {
    const openWithEntry = (next: OpenDialog, param: "project" | "milestone", id: number) => {
      const url = withParam(withoutItem(currentUrl()), param, String(id));
      if (pushedRef.current) replaceUrl(url);
      else pushUrl(url);
      pushedRef.current = true;
      setDialog(next);
    };
    return {
      openProject: (project) => openWithEntry(projectDialog(viewerRef.current, project), "project", project.id),
      openMilestone: (project, milestone) =>
        openWithEntry(milestoneDialog(viewerRef.current, project, milestone), "milestone", milestone.id),
      addMilestone(project) {
        setDialog({ kind: "milestone", project, milestone: null });
      },
      projectHref: (project) => projectPath(project.id),
      review,
      requests,
      marks: marks ? (project) => marks.get(project.id) : undefined,
    };
  }, [review, requests, marks, pushedRef, viewerRef, setDialog]);
}
