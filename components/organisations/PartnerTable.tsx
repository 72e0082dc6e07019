import Link from "next/link";
import type { Partner } from "@/lib/organisations/partner-schemas";

const previewHref = (p: Partner) => `/share/preview/?organisation=${p.id}`;
const domainsText = (p: Partner) => (p.domains.length ? p.domains.join(", ") : "No domains yet");

// The organisations as a table (wide screens) or one card each (phone width).
export function PartnerTable({ partners, stacked }: { partners: Partner[]; stacked: boolean }) {
  if (stacked) {
    return (
      <ul aria-label="Organisations" className="flex flex-col gap-3">
        {partners.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 bg-white p-3">
            <h2 className="font-semibold">{p.name}</h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium">Email domains</dt>
              <dd className="break-words">{domainsText(p)}</dd>
              <dt className="font-medium">People</dt>
              <dd>{p.people}</dd>
              <dt className="font-medium">Projects</dt>
              <dd>{p.projects}</dd>
              <dt className="font-medium">Active share links</dt>
              <dd>{p.activeShareLinks}</dd>
            </dl>
            <Link href={previewHref(p)} className="mt-2 inline-block text-sky-800 underline">
              See the projects a visitor from {p.name} sees
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Organisations with their email domains, people and projects</caption>
        <thead className="bg-slate-100 text-sm text-slate-800">
          <tr>
            <th scope="col" className="p-3">Organisation</th>
            <th scope="col" className="p-3">Email domains</th>
            <th scope="col" className="p-3 text-right">People</th>
            <th scope="col" className="p-3 text-right">Projects</th>
            <th scope="col" className="p-3 text-right">Active share links</th>
            <th scope="col" className="p-3">Visitor&apos;s view</th>
          </tr>
        </thead>
        <tbody>
          {partners.map((p) => (
            <tr key={p.id} className="border-t border-slate-200 align-top">
              <th scope="row" className="p-3 font-semibold">{p.name}</th>
              <td className="p-3 break-words">{domainsText(p)}</td>
              <td className="p-3 text-right">{p.people}</td>
              <td className="p-3 text-right">{p.projects}</td>
              <td className="p-3 text-right">{p.activeShareLinks}</td>
              <td className="p-3">
                <Link href={previewHref(p)} className="text-sky-800 underline" aria-label={`View projects a visitor from ${p.name} sees`}>
                  View projects
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
