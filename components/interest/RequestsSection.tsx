"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { apiPost } from "@/lib/client/api";
import type { OpenRequest } from "@/lib/interest/schemas";

// The project page's "Requests" for the milestones this viewer decides
// (docs/product.md#interest-requests): asked for apart from the page, which is the same for every
// viewer; the decision controls are fetched only when there is something to decide.
const RequestCards = lazy(() => import("./RequestCards"));

export function RequestsSection({ projectId }: { projectId: number }) {
  const [requests, setRequests] = useState<OpenRequest[]>([]);
  useEffect(() => {
    let live = true;
    void apiPost("/api/interest/project/", { project: projectId }, { redirectOn403: false }).then((answer) => {
      if (live && answer.responseStatus === 200) setRequests(answer.requests);
    });
    return () => {
      live = false;
    };
  }, [projectId]);
  if (requests.length === 0) return null;
  return (
    <section id="requests" aria-labelledby="requests-title" className="flex scroll-mt-4 flex-col gap-2">
      <h2 id="requests-title" className="text-lg font-semibold">
        Requests
      </h2>
      <Suspense fallback={<p role="status">Loading ...</p>}>
        <RequestCards requests={requests} onDecided={(id) => setRequests((rs) => rs.filter((r) => r.id !== id))} />
      </Suspense>
    </section>
  );
}
