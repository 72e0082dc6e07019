"use client";

import { Button } from "@/components/ui/Button";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import type { ImportBatchState } from "./useImportBatch";

/**
 * What an import takes, the templates, and the file chooser with Check file. A refused file is
 * said by the error summary at the top of the form, which takes focus: the message beside the
 * field is not also an alert, so it is heard once.
 */
export function UploadForm({ state }: { state: Pick<ImportBatchState, "fileRef" | "busy" | "refusal" | "clearRefusal" | "upload"> }) {
  const { fileRef, busy, refusal } = state;
  const fileError = refusal.errors.file?.[0];
  return (
    <>
      <div className="flex flex-col gap-2 text-slate-800">
        <p>
          Import projects and milestones from an Excel workbook (.xlsx) or a CSV file of at most 5 MB and 5,000 rows. Nothing is saved until you
          choose Import, and you can undo an import for a day.
        </p>
        <p>
          Fill in the template, one row per milestone: a row with empty project columns adds its milestone to the project above. Dates as dd/MM/yyyy,
          people as <code>Name (Role) &lt;email&gt;</code> separated by semicolons; statuses, domains, roles and looking-for by their names. A CSV
          downloaded from the projects list can be imported as it is.
        </p>
        <p className="flex flex-wrap gap-x-4">
          <a href="/api/import/template/" download className="text-sky-800 underline">
            Download the template (Excel)
          </a>
          <a href="/api/import/template/?format=csv" download className="text-sky-800 underline">
            Download the template (CSV)
          </a>
        </p>
      </div>
      <form method="post" onSubmit={state.upload} className="flex flex-col gap-2 rounded border border-slate-300 bg-white p-3">
        <ErrorSummary errors={refusal.errors} also={refusal.also} />
        <label htmlFor="import-file" className="font-medium text-slate-800">
          Spreadsheet to import (.xlsx or .csv, at most 5 MB)
        </label>
        <input
          id="import-file"
          ref={fileRef}
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? "import-file-error" : undefined}
          onChange={state.clearRefusal}
          className="max-w-full"
        />
        {fileError && (
          <p id="import-file-error" className="text-red-800">
            {fileError}
          </p>
        )}
        <div>
          <Button type="submit" disabled={busy !== ""}>
            {busy === "reading" ? "Reading the file…" : "Check file"}
          </Button>
        </div>
      </form>
    </>
  );
}
