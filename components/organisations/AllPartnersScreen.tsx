"use client";

import { useState } from "react";
import Link from "next/link";
import { useSession } from "@/components/session/SessionProvider";
import { LevelGate } from "@/components/session/LevelGate";
import { Spinner } from "@/components/ui/Spinner";
import { LEVEL } from "@/lib/levels";
import { PartnerTable } from "./PartnerTable";
import { usePartners } from "./use-partners";

const PHONE_WIDTH = 760;

// /all_partners/ (level 9): the partner organisations and what their visitors see.
export function AllPartnersScreen() {
  return (
    <LevelGate minLevel={LEVEL.admin} title="All Partners">
      <PartnerList />
    </LevelGate>
  );
}

function PartnerList() {
  const { windowWidth } = useSession();
  const [attempt, setAttempt] = useState(0);
  const partners = usePartners(attempt);
  return (
    <section aria-labelledby="partners-title" className="flex flex-col gap-4">
      <div>
        <h1 id="partners-title" className="text-2xl font-semibold">
          All Partners
        </h1>
        <p className="text-slate-700">
          People count for an organisation when their email address is in one of its domains. Its visitors (quick
          access or a <Link href="/my_share/" className="text-sky-800 underline">share link</Link>) see the projects on
          which any of these people is named.
        </p>
      </div>
      {partners === "failed" ? (
        <p role="alert">
          The organisations could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      ) : partners === null ? (
        <Spinner label="Loading the organisations" />
      ) : partners.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4">No organisations yet. Add them in Admin.</p>
      ) : (
        <PartnerTable partners={partners} stacked={windowWidth < PHONE_WIDTH} />
      )}
    </section>
  );
}
