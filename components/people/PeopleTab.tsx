"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { toast } from "@/components/ui/toast";
import type { AdminPerson } from "@/lib/people/admin-schemas";
import { useAdminData } from "@/components/admin/admin-calls";
import { apiPost } from "@/lib/client/api";
import { EXPORT_MESSAGES } from "@/lib/data-export/messages";
import { Notice, type NoticeState } from "@/components/ui/Notice";
import { useUrlSearch } from "@/components/admin/use-url-search";
import { EditPersonDialog } from "./EditPersonDialog";
import { MergePersonDialog } from "./MergePersonDialog";
import { ErasePersonDialog } from "./ErasePersonDialog";
import { PersonRow } from "./PersonRow";

// People on projects: search, correct a name or address, merge a duplicate into another, erase.
export function PeopleTab() {
  const [term, setTerm, query] = useUrlSearch();
  const [page, setPage] = useState(1);
  const { data, failed, reload } = useAdminData("/api/admin/people/", { q: query, page: String(page) });
  const [open, setOpen] = useState<{ dialog: "edit" | "merge" | "erase"; person: AdminPerson } | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const done = (text: string) => {
    setOpen(null);
    setNotice(null);
    toast(text);
    reload();
  };

  // An administrator's export of the person's data (docs/product.md#download-my-data): prepared
  // in the background and mailed to the administrator, whose link downloads it once.
  const exportData = async (person: AdminPerson) => {
    const answer = await apiPost("/api/admin/data_export/", { personId: person.id });
    if (answer.responseStatus === 200) toast(EXPORT_MESSAGES.adminRequested(`${person.firstName} ${person.lastName}`));
  };

  return (
    <section aria-labelledby="people-heading" className="flex flex-col gap-3">
      <h2 id="people-heading" className="text-xl font-semibold">
        People
      </h2>
      <TextField
        label="Search people"
        type="search"
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setPage(1);
        }}
        className="max-w-sm"
      />
      <Notice notice={notice} />
      {failed && <p role="alert">The people could not be loaded. Please reload the page.</p>}
      {!data && !failed && <Spinner label="Loading people" />}
      {data && data.people.length === 0 && <p>Nobody matches.</p>}
      {data && data.people.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200 rounded border border-slate-300 bg-white" aria-label="People">
          {data.people.map((person) => (
            <PersonRow key={person.id} person={person} onOpen={(dialog) => setOpen({ dialog, person })} onExport={() => void exportData(person)} />
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav aria-label="Pages of people" className="flex items-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages} ({data.total} people)
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
      {open?.dialog === "edit" && <EditPersonDialog person={open.person} onClose={() => setOpen(null)} onDone={done} />}
      {open?.dialog === "merge" && <MergePersonDialog duplicate={open.person} onClose={() => setOpen(null)} onDone={done} />}
      {open?.dialog === "erase" && <ErasePersonDialog person={open.person} onClose={() => setOpen(null)} onDone={done} />}
    </section>
  );
}
