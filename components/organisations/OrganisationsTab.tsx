"use client";

import { useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { adminAction, useAdminData, type ChangeOf } from "@/components/admin/admin-calls";
import { InlineForm } from "@/components/admin/InlineForm";
import { Notice, type NoticeState } from "@/components/ui/Notice";
import { toast } from "@/components/ui/toast";
import { OrganisationCard } from "./OrganisationCard";

const PATH = "/api/admin/organisations/";

// Organisations ("partners") and the email domains that give their people quick access.
export function OrganisationsTab() {
  const { data, failed, reload } = useAdminData(PATH);
  const signIns = useAdminData("/api/admin/identity_providers/");
  const [notice, setNotice] = useState<NoticeState>(null);

  async function change(body: ChangeOf<typeof PATH>, success: string) {
    const result = await adminAction(PATH, body);
    if (result.ok) {
      setNotice(null);
      toast(success);
      reload();
      signIns.reload();
    } else if (!Object.keys(result.errors).length) {
      setNotice({ kind: "error", text: result.message ?? "The change could not be saved." });
    }
    return result;
  }

  return (
    <section aria-labelledby="organisations-heading" className="flex flex-col gap-3">
      <h2 id="organisations-heading" className="text-xl font-semibold">
        Organisations and email domains
      </h2>
      <p className="text-slate-700">
        Anyone whose email address ends in one of an organisation&apos;s domains can sign in by emailed code and see that organisation&apos;s projects. A domain belongs to one organisation only.
      </p>
      <InlineForm label="New organisation name" button="Add organisation" field="name" onSubmit={(name) => change({ action: "create", name }, `Organisation ${name.trim()} added.`)} />
      <Notice notice={notice} />
      {failed && <p role="alert">The organisations could not be loaded. Please reload the page.</p>}
      {!data && !failed && <Spinner label="Loading organisations" />}
      {data && data.organisations.length === 0 && <p>No organisations yet.</p>}
      {data && (
        <ul className="flex flex-col gap-3" aria-label="Organisations">
          {data.organisations.map((organisation) => (
            <OrganisationCard
              key={organisation.id}
              organisation={organisation}
              change={change}
              signIn={
                signIns.data
                  ? {
                      provider: signIns.data.providers.find((p) => p.organisationId === organisation.id) ?? null,
                      redirectUrl: signIns.data.redirectUrl,
                      changed: (next) => {
                        setNotice(next);
                        signIns.reload();
                      },
                    }
                  : null
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
