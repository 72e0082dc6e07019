"use client";

import { useState } from "react";
import { REFERENCE_LIST_NAMES, type AdminReferenceItem, type ReferenceList } from "@/lib/reference/schemas";
import type { ChangeFunction, ChangeOf } from "@/components/admin/admin-calls";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { InlineForm } from "@/components/admin/InlineForm";
import { ReferenceItemRow } from "./ReferenceItemRow";

type Change = ChangeFunction<ChangeOf<"/api/admin/reference/", "list">>;

// One list in the order the dialogs show it, with an add form underneath.
export function ReferenceListEditor({ list, items, change }: { list: ReferenceList; items: AdminReferenceItem[]; change: Change }) {
  const names = REFERENCE_LIST_NAMES[list];
  const [deleting, setDeleting] = useState<AdminReferenceItem | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{names.title}</h3>
      <ol className="flex flex-col divide-y divide-slate-200 rounded border border-slate-300 bg-white" aria-label={names.title}>
        {items.map((item, index) => (
          <ReferenceItemRow
            key={item.id}
            item={item}
            first={index === 0}
            last={index === items.length - 1}
            itemName={names.item}
            change={change}
            onDelete={() => setDeleting(item)}
          />
        ))}
      </ol>
      <InlineForm
        label={`New ${names.item}`}
        button={`Add ${names.item}`}
        field="description"
        onSubmit={(description) => change({ action: "add", description }, `Added ${names.item} ${description.trim()}.`)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${names.item}`}
        confirmLabel="Delete"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await change({ action: "delete", id: deleting.id }, `Deleted ${names.item} ${deleting.description}.`);
          setDeleting(null);
        }}
      >
        <p>Delete the {names.item} {deleting?.description}? This cannot be undone; an item in use can only be retired.</p>
      </ConfirmDialog>
    </div>
  );
}
