"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { apiPost } from "@/lib/client/api";
import type { OpenRequest } from "@/lib/interest/schemas";

// The project page's "Requests" for the milestones this viewer decides
// (docs/product.md#interest-requests): asked for apart from the page, which is the same for every
// viewer; the decision controls are fetched only when there is something to decide.
const RequestCards = lazy(() => import("./RequestCards"));

/** With `milestoneId`, only that milestone's requests (the milestone editor's own section). */
export function RequestsSection({ projectId, milestoneId }: { projectId: number; milestoneId?: number }) {
  const [requests, setRequests] = useState<OpenRequest[]>([]);
  useEffect(() => {
    let live = true;
    void apiPost("/api/interest/project/", { project: projectId }, { redirectOn403: false }).then((answer) => {
      if (live && answer.responseStatus === 200) setRequests(answer.requests.filter((r) => !milestoneId || r.milestone === milestoneId));
    });
    return () => {
      live = false;
    };
  }, [projectId, milestoneId]);
  if (requests.length === 0) return null;
  const Heading = milestoneId ? "h3" : "h2";
  const headingId = milestoneId ? `requests-${milestoneId}-title` : "requests-title";
  return (
    <section id={milestoneId ? undefined : "requests"} aria-labelledby={headingId} className="flex scroll-mt-4 flex-col gap-2">
      <Heading id={headingId} className="text-lg font-semibold">
        Requests
      </Heading>
      <Suspense fallback={<p role="status">Loading ...</p>}>
        <RequestCards requests={requests} onDecided={(id) => setRequests((rs) => rs.filter((r) => r.id !== id))} />
      </Suspense>
    </section>
  );
}
