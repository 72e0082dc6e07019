"use client";

import { Button } from "@/components/ui/Button";
import { takeFocus } from "@/components/ui/focus-result";
import type { ImportPreview } from "@/lib/import/schemas";
import { ColumnSelect } from "./ColumnSelect";
import { PreviewTable } from "./PreviewTable";
import { summaryText } from "./summary-text";
import type { ImportBatchState } from "./useImportBatch";

/**
 * The file as read: its counts and problems, the field of each column, the rows, Check again and
 * Import. The summary takes focus after Check file and each Check again (a new key for each), and
 * that is how it is heard: it is not also a live region.
 */
export function PreviewSection({ preview, state }: { preview: ImportPreview; state: ImportBatchState }) {
  const { busy, columns, edits, dirty } = state;
  const problems = preview.summary.rowsWithProblems + preview.fileProblems.length;
  const count = preview.summary.projects;
  return (
      <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-3">
        <h3 id="preview-heading" className="text-lg font-semibold">
          Preview of {preview.fileName}
        </h3>
        <p
          key={state.checks}
          id="import-summary"
          ref={takeFocus}
          tabIndex={-1}
          className={`focus:outline-2 focus:outline-offset-2 focus:outline-sky-700 ${problems ? "text-red-900" : "text-slate-800"}`}
        >
          {summaryText(preview)}
        </p>
        {preview.fileProblems.length > 0 && (
          <ul className="list-disc pl-6 text-red-900">
            {preview.fileProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <fieldset className="flex min-w-0 flex-col gap-2 rounded border border-slate-300 p-3">
          <legend className="px-1 font-medium">What each column holds</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {preview.headers.map((header, i) => (
              <ColumnSelect
                key={i}
                header={header || String(i + 1)}
                value={columns[i] ?? "ignore"}
                onChange={(field) => state.setColumn(i, field)}
              />
            ))}
          </div>
        </fieldset>
        <PreviewTable
          key={`${preview.id}-${preview.summary.rowsWithProblems}`}
          preview={preview}
          edits={edits}
          onEdit={state.edit}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={state.checkAgain} disabled={busy !== ""}>
            {busy === "checking" ? "Checking…" : "Check again"}
          </Button>
          <Button onClick={state.confirm} disabled={busy !== "" || dirty || problems > 0 || count === 0}>
            {busy === "importing" ? "Importing…" : `Import ${count} ${count === 1 ? "project" : "projects"}`}
          </Button>
        </div>
        {(dirty || problems > 0) && (
          <p className="text-slate-700">{dirty ? "Choose Check again to check your changes before importing." : "Import is possible once no row has a problem."}</p>
        )}
      </section>
  );
}
