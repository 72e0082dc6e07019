"use client";

import { Spinner } from "@/components/ui/Spinner";
import { ImportOutcome } from "./ImportOutcome";
import { PreviewSection } from "./PreviewSection";
import { RecentImports } from "./RecentImports";
import { UploadForm } from "./UploadForm";
import { useImportBatch } from "./useImportBatch";

// Importing projects and milestones from a spreadsheet (docs/product.md#importing-projects): choose
// a file, see every row with its problems, change a column's field or correct a cell and check
// again, then import; the editor's imports of the last day can be undone. The work is the hook's
// (useImportBatch.ts); each part of the screen is its own component.

export function ImportTab() {
  const state = useImportBatch();
  const { busy, outcome, preview } = state;
  return (
    <section aria-labelledby="import-heading" className="flex flex-col gap-4">
      <h2 id="import-heading" className="text-xl font-semibold">
        Import projects
      </h2>
      <UploadForm state={state} />
      {busy === "reading" && <Spinner label="Reading the file" />}
      <ImportOutcome outcome={outcome} />
      {preview && <PreviewSection preview={preview} state={state} />}
      <RecentImports imports={state.imports} onUndone={state.undone} />
    </section>
  );
}
