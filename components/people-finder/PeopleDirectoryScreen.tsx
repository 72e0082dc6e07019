"use client";

import { useEffect, useState } from "react";
import { useReferenceLists } from "@/components/projects/use-reference-lists";
import { LevelGate } from "@/components/session/LevelGate";
import { SelectField } from "@/components/ui/SelectField";
import { Spinner } from "@/components/ui/Spinner";
import { apiGet } from "@/lib/client/api";
import { STAGE_NAMES, STAGES, type Stage } from "@/lib/interest/constants";
import { LEVEL } from "@/lib/levels";
import type { DirectoryAnswer } from "@/lib/people-finder/finder-schemas";
import { PersonCard } from "./PersonCard";

// /people/ (docs/product.md#open-to-projects): every member open to projects, for those who lead
// a project or milestone and for editors; filtered by stage, domain and organisation, each choice
// applied at once. The server refuses everyone else, and the page says what it answered.
export function PeopleDirectoryScreen() {
  return (
    <LevelGate minLevel={LEVEL.account} title="People open to projects">
      <Directory />
    </LevelGate>
  );
}

const FIT = { width: "100%", minWidth: 0 } as const;
const STAGE_OPTIONS = STAGES.map((s, i) => ({ id: i, description: STAGE_NAMES[s] }));

function Directory() {
  const { eml, rcoa } = useReferenceLists();
  const [filter, setFilter] = useState<{ stage: "" | Stage; domain: string; organisation: string }>({ stage: "", domain: "", organisation: "" });
  const [answer, setAnswer] = useState<DirectoryAnswer | null>(null);
  const [refused, setRefused] = useState("");

  useEffect(() => {
    let live = true;
    void apiGet("/api/people_finder/directory/", { query: filter, redirectOn403: false, announce: false }).then((a) => {
      if (!live) return;
      if (a.responseStatus === 200) setAnswer(a);
      else setRefused(a.errorMessage ?? "You do not have permission to see this page.");
    });
    return () => {
      live = false;
    };
  }, [filter]);

  const organisations = (answer?.organisations ?? []).map((o) => ({ id: o.id, description: o.name }));
  const domains = [...eml.map((d) => ({ id: d.id, description: `EML: ${d.description}` })), ...rcoa.map((d) => ({ id: d.id, description: `RCoA: ${d.description}` }))];
  return (
    <section aria-labelledby="people-title" className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 id="people-title" className="text-2xl font-semibold">
        People open to projects
      </h1>
      {refused ? (
        <p role="alert">{refused}</p>
      ) : (
        <>
          <p className="text-slate-700">Members who said they would take part in a project. To invite someone, open a milestone you lead that is looking for people.</p>
          <form method="post" role="search" aria-label="Filter the people" className="grid gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
            <SelectField label="Stage" options={STAGE_OPTIONS} placeholder="Any stage" style={FIT}
              value={filter.stage ? STAGES.indexOf(filter.stage) : ""}
              onChange={(e) => setFilter((f) => ({ ...f, stage: e.target.value === "" ? "" : STAGES[Number(e.target.value)] }))} />
            <SelectField label="Domain" options={domains} placeholder="Any domain" style={FIT} value={filter.domain}
              onChange={(e) => setFilter((f) => ({ ...f, domain: e.target.value }))} />
            <SelectField label="Organisation" options={organisations} placeholder="Any organisation" style={FIT} value={filter.organisation}
              onChange={(e) => setFilter((f) => ({ ...f, organisation: e.target.value }))} />
          </form>
          {!answer ? (
            <Spinner label="Loading the people" />
          ) : (
            <>
              <p role="status">{answer.people.length === 1 ? "1 person" : `${answer.people.length} people`}</p>
              <ul className="grid gap-3 md:grid-cols-2">
                {answer.people.map((p) => (
                  <li key={p.id}>
                    <PersonCard person={p} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
