"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { apiGet } from "@/lib/client/api";
import { CONTRIBUTION_TEXTS as T, dateRange, leadLabel, statusLabel } from "@/lib/contributions/messages";
import type { Contribution } from "@/lib/contributions/schemas";
import { ProfileSection } from "./ProfileSection";

// "My contributions" (docs/product.md#my-contributions): every project and milestone the
// person holds or held a role on, as a table from 760 px and as stacked cards below it, with the
// PDF and CSV downloads (plain links: the browser saves what the server names an attachment).

const DOWNLOAD =
  "rounded border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
const LINK = "text-sky-800 underline hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

function Title({ c }: { c: Contribution }) {
  return (
    <>
      <Link href={`/projects/${c.projectId}/`} className={`${LINK} font-semibold break-words`}>
        {c.milestone ?? c.project}
      </Link>
      <span className="block text-sm text-slate-700">{c.milestone ? `${T.milestone} of ${c.project}` : T.project}</span>
    </>
  );
}

function Status({ c }: { c: Contribution }) {
  return <span className={c.ended ? "rounded bg-slate-200 px-2 py-0.5 text-slate-900" : ""}>{statusLabel(c)}</span>;
}

function ContributionsTable({ contributions }: { contributions: Contribution[] }) {
  return (
    <table className="hidden w-full border-collapse text-left md:table">
      <caption className="sr-only">{T.title}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {["Project or milestone", "Role", "Dates", "Status", "Lead"].map((name) => (
            <th key={name} scope="col" className="px-2 py-2 font-semibold">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {contributions.map((c) => (
          <tr key={c.key} className="border-b border-slate-200 align-top">
            <td className="max-w-xs px-2 py-2">
              <Title c={c} />
            </td>
            <td className="px-2 py-2">{c.role}</td>
            <td className="px-2 py-2 whitespace-nowrap">{dateRange(c)}</td>
            <td className="px-2 py-2">
              <Status c={c} />
            </td>
            <td className="px-2 py-2">{leadLabel(c)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContributionCards({ contributions }: { contributions: Contribution[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {contributions.map((c) => (
        <li key={c.key} aria-labelledby={`contribution-${c.key}`} className="rounded border border-slate-200 p-3">
          <h3 id={`contribution-${c.key}`} className="mb-2">
            <Title c={c} />
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium text-slate-700">Role</dt>
            <dd>{c.role}</dd>
            <dt className="font-medium text-slate-700">Dates</dt>
            <dd>{dateRange(c)}</dd>
            <dt className="font-medium text-slate-700">Status</dt>
            <dd>
              <Status c={c} />
            </dd>
            <dt className="font-medium text-slate-700">Lead</dt>
            <dd className="break-words">{leadLabel(c)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function ContributionsSection() {
  const [contributions, setContributions] = useState<Contribution[] | null>(null);

  useEffect(() => {
    let current = true;
    void apiGet("/api/profile/contributions/").then((answer) => {
      if (current && answer.responseStatus === 200) setContributions(answer.contributions);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <ProfileSection id="contributions-heading" title={T.title} className="md:col-span-2">
      {!contributions && <Spinner label={T.loading} />}
      {contributions && contributions.length === 0 && <p className="text-slate-700">{T.empty}</p>}
      {contributions && contributions.length > 0 && (
        <>
          <p className="text-slate-700">{T.intro}</p>
          <div className="flex flex-wrap gap-2">
            <a href="/api/profile/contributions/pdf/" download className={DOWNLOAD}>
              {T.downloadPdf}
            </a>
            <a href="/api/profile/contributions/csv/" download className={DOWNLOAD}>
              {T.downloadCsv}
            </a>
          </div>
          <ContributionsTable contributions={contributions} />
          <ContributionCards contributions={contributions} />
        </>
      )}
    </ProfileSection>
  );
}
