"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import type { AdminOrganisation } from "@/lib/organisations/schemas";
import type { ChangeFunction, ChangeOf } from "@/components/admin/admin-calls";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { InlineForm } from "@/components/admin/InlineForm";
import { plural } from "@/components/admin/format";
import { OrganisationSignIn } from "@/components/auth/sso/OrganisationSignIn";
import type { AdminIdentityProvider } from "@/lib/auth/sso/schemas";

type Change = ChangeFunction<ChangeOf<"/api/admin/organisations/">>;

type SignIn = {
  provider: AdminIdentityProvider | null;
  redirectUrl: string;
  changed(notice: { kind: "success" | "error"; text: string }): void;
};

// One organisation: rename, delete, its domains (remove one, add one) and its own sign-in.
export function OrganisationCard({ organisation: o, change, signIn }: { organisation: AdminOrganisation; change: Change; signIn: SignIn | null }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="rounded border border-slate-300 bg-white p-3" aria-label={`Organisation ${o.name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-lg font-semibold">{o.name}</h3>
        <Button variant="secondary" onClick={() => setRenaming(true)} aria-label={`Rename ${o.name}`}>
          Rename
        </Button>
        <Button variant="secondary" onClick={() => setDeleting(true)} aria-label={`Delete ${o.name}`}>
          Delete
        </Button>
      </div>
      {renaming && (
        <div className="mt-2">
          <InlineForm
            label={`New name for ${o.name}`}
            button="Save name"
            field="name"
            initial={o.name}
            onCancel={() => setRenaming(false)}
            onSubmit={async (name) => {
              const result = await change({ action: "rename", id: o.id, name }, `Renamed to ${name.trim()}.`);
              if (result.ok) setRenaming(false);
              return result;
            }}
          />
        </div>
      )}
      <h4 className="mt-3 font-medium text-slate-800">Email domains</h4>
      {o.domains.length === 0 && <p className="text-slate-700">No domains yet: nobody can sign in for this organisation.</p>}
      <ul className="mt-1 flex flex-wrap gap-2" aria-label={`Domains of ${o.name}`}>
        {o.domains.map((domain) => (
          <li key={domain} className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pl-3 pr-1">
            <span>{domain}</span>
            <button
              type="button"
              className="rounded-full px-2 text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-700"
              aria-label={`Remove domain ${domain}`}
              onClick={() => void change({ action: "remove_domain", id: o.id, domain }, `Domain ${domain} removed from ${o.name}.`)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2">
        <InlineForm
          label={`Add a domain to ${o.name}`}
          button="Add domain"
          field="domain"
          onSubmit={(domain) => change({ action: "add_domain", id: o.id, domain }, `Domain ${domain.trim().toLowerCase()} added to ${o.name}.`)}
        />
      </div>
      {signIn && <OrganisationSignIn organisation={o} provider={signIn.provider} redirectUrl={signIn.redirectUrl} changed={signIn.changed} />}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${o.name}`}
        confirmLabel="Delete organisation"
        danger
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await change({ action: "delete", id: o.id }, `Organisation ${o.name} deleted.`);
          setDeleting(false);
        }}
      >
        <p>Delete {o.name} and its {plural(o.domains.length, "domain")}?</p>
        <p>
          Its {plural(o.shareLinks, "share link")} stop working and {plural(o.sessions, "visitor")} signed in by quick access {o.sessions === 1 ? "is" : "are"} signed out. Projects and people are not changed.
        </p>
      </ConfirmDialog>
    </li>
  );
}
