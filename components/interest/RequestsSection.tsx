"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { apiPost } from "@/lib/client/api";
import type { OpenRequest } from "@/lib/interest/schemas";

// The milestone editor's "Requests": the open requests of that one milestone, for whoever decides
// them (docs/product.md#interest-requests), asked for apart from the page, which is the same for
// every viewer; the decision controls are fetched only when there is something to decide. All of
// a person's requests across projects are on My Requests, under To decide.
const RequestCards = lazy(() => import("./RequestCards"));

export function RequestsSection({ projectId, milestoneId }: { projectId: number; milestoneId: number }) {
  const [requests, setRequests] = useState<OpenRequest[]>([]);
  useEffect(() => {
    let live = true;
    void apiPost("/api/interest/project/", { project: projectId }, { redirectOn403: false }).then((answer) => {
      if (live && answer.responseStatus === 200) setRequests(answer.requests.filter((r) => r.milestone === milestoneId));
    });
    return () => {
      live = false;
    };
  }, [projectId, milestoneId]);
  if (requests.length === 0) return null;
  const headingId = `requests-${milestoneId}-title`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-lg font-semibold">
        Requests
      </h3>
      <Suspense fallback={<p role="status">Loading ...</p>}>
        <RequestCards requests={requests} onDecided={(id) => setRequests((rs) => rs.filter((r) => r.id !== id))} />
      </Suspense>
    </section>
  );
}
