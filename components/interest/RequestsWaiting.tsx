"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { apiGet } from "@/lib/client/api";
import { toDecideAnchor } from "@/lib/interest/constants";

// The project page's "Requests" for whoever decides some of its milestones
// (docs/product.md#interest-requests): how many wait for them here, and the way to To decide on
// My Requests, where they are decided with the rest of theirs. Asked for apart from the page,
// which is the same for every viewer; nothing shows while nothing waits.

export function RequestsWaiting({ projectId }: { projectId: number }) {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    let live = true;
    void apiGet("/api/interest/counts/", { redirectOn403: false, announce: false }).then((answer) => {
      if (!live || answer.responseStatus !== 200) return;
      setWaiting(answer.counts.filter((c) => c.project === projectId).reduce((sum, c) => sum + c.open, 0));
    });
    return () => {
      live = false;
    };
  }, [projectId]);
  if (!waiting) return null;
  return (
    <section id="requests" aria-labelledby="requests-title" className="flex scroll-mt-4 flex-col gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3">
      <h2 id="requests-title" className="text-lg font-semibold">
        Requests
      </h2>
      <p>
        {waiting === 1 ? "1 request waits" : `${waiting} requests wait`} for your decision —{" "}
        <Link href={`/my_requests/#${toDecideAnchor(projectId)}`} className="inline-block py-0.5 font-medium text-sky-800 underline">
          {waiting === 1 ? "Review it" : "Review them"}
        </Link>
      </p>
    </section>
  );
}
