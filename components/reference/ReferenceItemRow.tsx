"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import type { AdminReferenceItem } from "@/lib/reference/schemas";
import type { ChangeFunction, ChangeOf } from "@/components/admin/admin-calls";
import { InlineForm } from "@/components/admin/InlineForm";
import { plural } from "@/components/admin/format";

type Change = ChangeFunction<ChangeOf<"/api/admin/reference/", "list">>;

function usage(item: AdminReferenceItem): string {
  const uses = [...(item.projects ? [plural(item.projects, "project")] : []), ...(item.milestones ? [plural(item.milestones, "milestone")] : [])];
  return uses.length ? `Used by ${uses.join(" and ")}` : "Not used";
}

/** One item: move up/down, rename, retire or bring back, delete. */
export function ReferenceItemRow(props: {
  item: AdminReferenceItem;
  first: boolean;
  last: boolean;
  itemName: string;
  change: Change;
  onDelete(): void;
}) {
  const { item, change } = props;
  const [renaming, setRenaming] = useState(false);
  const d = item.description;
  return (
    <li className="flex flex-col gap-2 p-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`mr-auto font-medium ${item.retired ? "text-slate-600 line-through" : "text-slate-900"}`}>{d}</span>
        {item.retired && <span className="rounded bg-slate-200 px-2 text-sm text-slate-800">Retired</span>}
        <span className="text-sm text-slate-700">{usage(item)}</span>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button variant="secondary" disabled={props.first} aria-label={`Move ${d} up`} onClick={() => void change({ action: "move", id: item.id, direction: "up" }, `Moved ${d} up.`)}>
          ↑ Up
        </Button>
        <Button variant="secondary" disabled={props.last} aria-label={`Move ${d} down`} onClick={() => void change({ action: "move", id: item.id, direction: "down" }, `Moved ${d} down.`)}>
          ↓ Down
        </Button>
        <Button variant="secondary" aria-label={`Rename ${d}`} onClick={() => setRenaming(true)}>
          Rename
        </Button>
        <Button
          variant="secondary"
          aria-label={`${item.retired ? "Bring back" : "Retire"} ${d}`}
          onClick={() => void change({ action: item.retired ? "unretire" : "retire", id: item.id }, `${item.retired ? "Brought back" : "Retired"} ${d}.`)}
        >
          {item.retired ? "Bring back" : "Retire"}
        </Button>
        <Button variant="secondary" aria-label={`Delete ${d}`} onClick={props.onDelete}>
          Delete
        </Button>
      </div>
      {renaming && (
        <InlineForm
          label={`New name for ${d}`}
          button="Save name"
          field="description"
          initial={d}
          onCancel={() => setRenaming(false)}
          onSubmit={async (description) => {
            const result = await change({ action: "rename", id: item.id, description }, `Renamed ${d} to ${description.trim()}.`);
            if (result.ok) setRenaming(false);
            return result;
          }}
        />
      )}
    </li>
  );
}
