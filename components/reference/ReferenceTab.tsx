"use client";

import { useState } from "react";
import { SelectField } from "@/components/ui/SelectField";
import { Spinner } from "@/components/ui/Spinner";
import { REFERENCE_LIST_NAMES, REFERENCE_LISTS, type ReferenceList } from "@/lib/reference/schemas";
import { adminAction, useAdminData, type ChangeOf } from "@/components/admin/admin-calls";
import { Notice, type NoticeState } from "@/components/ui/Notice";
import { toast } from "@/components/ui/toast";
import { ReferenceListEditor } from "./ReferenceListEditor";

const PATH = "/api/admin/reference/";
const OPTIONS = REFERENCE_LISTS.map((list, index) => ({ id: index, description: REFERENCE_LIST_NAMES[list].title }));

// The lists the project and milestone dialogs offer: one list at a time.
export function ReferenceTab() {
  const { data, failed, reload } = useAdminData(PATH);
  const [list, setList] = useState<ReferenceList>("status");
  const [notice, setNotice] = useState<NoticeState>(null);

  async function change(body: ChangeOf<typeof PATH, "list">, success: string) {
    const result = await adminAction(PATH, { ...body, list } as ChangeOf<typeof PATH>);
    if (result.ok) {
      setNotice(null);
      toast(success);
      reload();
    } else if (!result.errors.description) {
      setNotice({ kind: "error", text: result.message ?? "The change could not be saved." });
    }
    return result;
  }

  return (
    <section aria-labelledby="reference-heading" className="flex flex-col gap-3">
      <h2 id="reference-heading" className="text-xl font-semibold">
        Reference lists
      </h2>
      <p className="text-slate-700">
        A retired item stays on the projects and milestones that use it but is no longer offered for new choices. Only an item that nothing uses can be deleted.
      </p>
      <SelectField
        label="List"
        options={OPTIONS}
        value={REFERENCE_LISTS.indexOf(list)}
        onChange={(e) => {
          setList(REFERENCE_LISTS[Number(e.target.value)]);
          setNotice(null);
        }}
        className="max-w-sm"
      />
      <Notice notice={notice} />
      {failed && <p role="alert">The lists could not be loaded. Please reload the page.</p>}
      {!data && !failed && <Spinner label="Loading lists" />}
      {data && <ReferenceListEditor key={list} list={list} items={data.lists[list]} change={change} />}
    </section>
  );
}
