"use client";

import { Button } from "@/components/ui/Button";
import type { AdminPerson } from "@/lib/people/admin-schemas";
import { plural } from "@/components/admin/format";

/** One person: name, email, what they are on, and the edit, merge, export and erase buttons (none once erased). */
export function PersonRow({ person: p, onOpen, onExport }: { person: AdminPerson; onOpen(dialog: "edit" | "merge" | "erase"): void; onExport(): void }) {
  const name = `${p.firstName} ${p.lastName}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 p-2">
      <div className="mr-auto min-w-0">
        <div className="font-medium text-slate-900">{name}</div>
        <div className="break-all text-sm text-slate-700">{p.email}</div>
        <div className="text-sm text-slate-700">
          {plural(p.projects, "project")}, {plural(p.milestones, "milestone")}
          {p.accounts.length > 0 && ` · account ${p.accounts.join(", ")}`}
          {p.erased && " · erased"}
        </div>
      </div>
      {!p.erased && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-label={`Edit ${name}`} onClick={() => onOpen("edit")}>
            Edit
          </Button>
          <Button variant="secondary" aria-label={`Merge ${name} into another person`} onClick={() => onOpen("merge")}>
            Merge
          </Button>
          <Button variant="secondary" aria-label={`Export data of ${name}`} onClick={onExport}>
            Export data
          </Button>
          <Button variant="danger" aria-label={`Erase ${name}`} onClick={() => onOpen("erase")}>
            Erase
          </Button>
        </div>
      )}
    </li>
  );
}
