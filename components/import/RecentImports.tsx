"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { apiPost } from "@/lib/client/api";
import { formatUkDateTime } from "@/lib/dates";
import type { ImportedBatch } from "@/lib/import/schemas";

/** The editor's imports of the last day, each with Undo while it can be undone. */
export function RecentImports({ imports, onUndone }: { imports: ImportedBatch[]; onUndone(message: string): void }) {
  const [asking, setAsking] = useState<ImportedBatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!imports.length) return null;
  return (
    <section aria-labelledby="recent-imports-heading" className="flex flex-col gap-2">
      <h3 id="recent-imports-heading" className="text-lg font-semibold">
        Your imports of the last day
      </h3>
      {error && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-900">
          {error}
        </p>
      )}
      <ul className="flex flex-col divide-y divide-slate-200 rounded border border-slate-300 bg-white">
        {imports.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
            <span>
              <span className="font-medium">{i.fileName}</span>: {i.projectCount} {i.projectCount === 1 ? "project" : "projects"}, imported{" "}
              {formatUkDateTime(i.importedAt)}
              {i.state === "undone" ? " (undone)" : ""}
            </span>
            {i.state === "imported" && (
              <Button variant="secondary" onClick={() => setAsking(i)}>
                Undo import of {i.fileName}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title="Undo this import?"
        confirmLabel="Undo import"
        danger
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          if (!asking) return;
          const answer = await apiPost("/api/import/undo/", { id: asking.id }, { announce: false });
          setAsking(null);
          if (answer.responseStatus === 200 && answer.message) {
            setError(null);
            onUndone(answer.message);
          } else {
            setError(answer.errorMessage ?? "The import could not be undone. Please try again.");
          }
        }}
      >
        <p>
          This deletes the {asking?.projectCount} projects imported from {asking?.fileName}, their milestones, and the people the import added who are
          on nothing else.
        </p>
      </ConfirmDialog>
    </section>
  );
}
