"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/Button";
import { apiGet } from "@/lib/client/api";
import type { WhoMightHelpAnswer } from "@/lib/people-finder/finder-schemas";
import { PersonCard } from "./PersonCard";

// "People who might help" under a milestone looking for people, for its deciders
// (docs/product.md#open-to-projects): folded until asked for, then the members open to projects
// who fit it, best first. The server decides who is shown and to whom; this only shows it.
export function PeopleWhoMightHelp({ milestoneId, description }: { milestoneId: number; description: string }) {
  const [answer, setAnswer] = useState<WhoMightHelpAnswer | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const listId = useId();

  async function load() {
    setLoading(true);
    const a = await apiGet("/api/people_finder/milestone/", { query: { milestone: String(milestoneId) }, redirectOn403: false });
    setLoading(false);
    if (a.responseStatus === 200) setAnswer(a);
  }

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next && !answer) void load();
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" aria-expanded={open} aria-controls={listId} onClick={toggle} aria-label={`People who might help: ${description}`}>
          People who might help
        </Button>
      </div>
      <div id={listId} hidden={!open} className="flex flex-col gap-2">
        {open && loading && <p role="status">Looking for people…</p>}
        {open && answer && (
          <>
            {answer.people.length === 0 ? (
              <p role="status" className="text-sm text-slate-700">
                {answer.looking ? "Nobody open to projects fits this milestone just now." : "This milestone is not looking for anyone just now."}
              </p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label={`People who might help: ${description}`}>
                {answer.people.map((person) => (
                  <li key={person.id}>
                    <PersonCard person={person} headingLevel={4} />
                  </li>
                ))}
              </ul>
            )}
            <p className="text-sm">
              <Link href="/people/" className="inline-block py-0.5 text-sky-800 underline">
                Everyone open to projects
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
