"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { fetchPartnerPreview } from "@/components/organisations/partner-calls";
import { Spinner } from "@/components/ui/Spinner";
import { LEVEL } from "@/lib/levels";
import type { SharedProjectsAnswer } from "@/lib/organisations/partner-schemas";
import { LevelGate } from "@/components/session/LevelGate";
import { SharedProjectsView } from "./SharedProjectsView";

// /share/preview/?organisation=ID (level 9): the list a visitor from that organisation sees.
export function PartnerPreviewScreen() {
  return (
    <LevelGate minLevel={LEVEL.admin} title="Visitor's view">
      <Preview />
    </LevelGate>
  );
}

function Preview() {
  const organisationId = Number(useSearchParams().get("organisation"));
  const validId = Number.isInteger(organisationId) && organisationId > 0;
  const [loaded, setAnswer] = useState<SharedProjectsAnswer | null | "missing">(null);
  const answer = validId ? loaded : "missing";
  useEffect(() => {
    let live = true;
    if (!validId) return;
    void fetchPartnerPreview(organisationId).then((res) => {
      if (!live) return;
      if (res.responseStatus === 200) setAnswer(res);
      else if (res.responseStatus !== 403) setAnswer("missing");
    });
    return () => {
      live = false;
    };
  }, [organisationId, validId]);

  const back = (
    <Link href="/all_partners/" className="text-sky-800 underline">
      Back to All Partners
    </Link>
  );
  if (answer === null) return <Spinner label="Loading the visitor's view" />;
  if (answer === "missing") {
    return (
      <section aria-labelledby="preview-title" className="flex flex-col gap-3">
        <h1 id="preview-title" className="text-2xl font-semibold">
          Visitor&apos;s view
        </h1>
        <p role="alert">That organisation could not be found.</p>
        <p>{back}</p>
      </section>
    );
  }
  return (
    <SharedProjectsView
      answer={answer}
      linkProjects
      intro={
        <p className="text-slate-700">
          Preview: exactly what a quick-access visitor or share-link holder from {answer.organisation.name} sees. {back}
        </p>
      }
    />
  );
}
