"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { apiGet } from "@/lib/client/api";
import { formatUkDate } from "@/lib/dates";
import type { SuggestedAnswer } from "@/lib/people-finder/finder-schemas";

// "Suggested for you" at the top of Open to join (docs/product.md#open-to-projects): for a member
// open to projects, the milestones that fit what they said, each with why. Nothing shows for
// anyone else, nor while nothing fits.
export function SuggestedForYou() {
  const [answer, setAnswer] = useState<SuggestedAnswer | null>(null);
  useEffect(() => {
    let live = true;
    void apiGet("/api/opportunities/suggested/", { redirectOn403: false, announce: false }).then((a) => {
      if (live && a.responseStatus === 200) setAnswer(a);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!answer?.suggested.length) return null;
  return (
    <section aria-labelledby="suggested-title" className="flex scroll-mt-4 flex-col gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3">
      <h2 id="suggested-title" tabIndex={-1} className="text-lg font-semibold">
        Suggested for you
      </h2>
      <p className="text-sm text-slate-700">They fit what you said you are open to on your profile.</p>
      <ul className="flex flex-col gap-2">
        {answer.suggested.map((s) => (
          <li key={s.milestone} className="break-words">
            <Link href={`/projects/${s.project.id}/#milestone-${s.milestone}`} className="inline-block py-0.5 font-medium text-sky-800 underline">
              {s.name}
            </Link>{" "}
            <span className="text-sm text-slate-800">
              ({s.project.name}{s.start_date ? `, from ${formatUkDate(s.start_date)}` : ""}): {s.why}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
