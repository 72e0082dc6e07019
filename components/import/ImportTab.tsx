"use client";

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Notice, type NoticeState } from "@/components/ui/Notice";
import { Spinner } from "@/components/ui/Spinner";
import { toast } from "@/components/ui/toast";
import { apiGet, apiPost } from "@/lib/client/api";
import { formatUkDateTime } from "@/lib/dates";
import { FIELD_LABEL, IMPORT_FIELDS, IMPORT_MAX_FILE_BYTES, type ImportField } from "@/lib/import/fields";
import { IMPORT_MESSAGES as M } from "@/lib/import/messages";
import type { ImportedBatch, ImportPreview } from "@/lib/import/schemas";

// Importing projects and milestones from a spreadsheet (docs/product.md#importing-projects): choose
// a file, see every row with its problems, change a column's field or correct a cell and check
// again, then import; the editor's imports of the last day can be undone.

function ColumnSelect({ header, value, onChange }: { header: string; value: ImportField; onChange(field: ImportField): void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        Column &ldquo;{header}&rdquo;
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ImportField)}
        className="w-full max-w-full rounded border border-slate-400 bg-white px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-sky-700"
      >
        {IMPORT_FIELDS.map((f) => (
          <option key={f} value={f}>
            {FIELD_LABEL[f]}
          </option>
        ))}
      </select>
    </div>
  );
}

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

const cellKey = (line: number, column: number) => `${line}:${column}`;
const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

function columnName(preview: ImportPreview, column: number | null): string {
  if (column === null) return "";
  return preview.headers[column] || `Column ${column + 1}`;
}

function RecentImports({ imports, onUndone }: { imports: ImportedBatch[]; onUndone(message: string): void }) {
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

function PreviewTable({
  preview,
  edits,
  onEdit,
}: {
  preview: ImportPreview;
  edits: Map<string, string>;
  onEdit(line: number, column: number, value: string): void;
}) {
  const [onlyProblems, setOnlyProblems] = useState(preview.summary.rowsWithProblems > 0);
  const rows = onlyProblems ? preview.rows.filter((r) => r.problems.length) : preview.rows;
  const captionId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} className="size-4" />
        Show only the rows with problems
      </label>
      {/* relative: the cells' visually hidden labels are placed within the region, not beside the page */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative max-h-[70vh] overflow-auto rounded border border-slate-300 focus-visible:outline-2 focus-visible:outline-sky-700">
        <table className="min-w-full border-collapse text-sm">
          <caption id={captionId} className="sr-only">
            Rows of {preview.fileName}
          </caption>
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Row
              </th>
              {preview.headers.map((h, i) => (
                <th key={i} scope="col" className="px-2 py-1 text-left whitespace-nowrap">
                  {h || `Column ${i + 1}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const rowProblems = row.problems.filter((p) => p.column === null);
              return (
                <tr key={row.line} className={`border-t border-slate-200 align-top ${row.problems.length ? "bg-red-50" : ""}`}>
                  <th scope="row" className="px-2 py-1 text-left font-medium">
                    {row.line}
                    {row.kind === "milestone" ? <span className="block font-normal text-slate-600">milestone</span> : null}
                    {rowProblems.map((p, i) => (
                      <span key={i} className="block font-normal text-red-800">
                        {p.message}
                      </span>
                    ))}
                  </th>
                  {row.cells.map((cell, column) => {
                    const problems = row.problems.filter((p) => p.column === column);
                    const key = cellKey(row.line, column);
                    if (!problems.length && !edits.has(key)) {
                      return (
                        <td key={column} className="max-w-xs px-2 py-1 whitespace-pre-line break-words">
                          {cell}
                        </td>
                      );
                    }
                    const describedBy = `problem-${row.line}-${column}`;
                    return (
                      <td key={column} className="min-w-48 px-2 py-1">
                        <label className="sr-only" htmlFor={`cell-${key}`}>
                          Row {row.line}, {columnName(preview, column)}
                        </label>
                        <textarea
                          id={`cell-${key}`}
                          rows={Math.min(4, Math.max(1, (edits.get(key) ?? cell).split("\n").length))}
                          value={edits.get(key) ?? cell}
                          aria-invalid={problems.length > 0 || undefined}
                          aria-describedby={problems.length ? describedBy : undefined}
                          onChange={(e) => onEdit(row.line, column, e.target.value)}
                          className="w-full rounded border border-red-400 bg-white px-1 py-0.5"
                        />
                        {problems.length > 0 && (
                          <span id={describedBy} className="block text-red-800">
                            {problems.map((p) => p.message).join(" ")}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ImportTab() {
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<"" | "reading" | "checking" | "importing">("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [columns, setColumns] = useState<ImportField[]>([]);
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [notice, setNotice] = useState<NoticeState>(null);
  const [imports, setImports] = useState<ImportedBatch[]>([]);
  const [imported, setImported] = useState<number | null>(null);

  const loadImports = useCallback(() => {
    void apiGet("/api/import/", { announce: false }).then((answer) => {
      if (answer.responseStatus === 200 && answer.imports) setImports(answer.imports);
    });
  }, []);
  useEffect(loadImports, [loadImports]);

  function show(batch: ImportPreview) {
    setPreview(batch);
    setColumns(batch.columns);
    setEdits(new Map());
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    setImported(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return setFileError("Please choose a file to import.");
    // Checked here too, so a file too large is not sent at all.
    if (file.size > IMPORT_MAX_FILE_BYTES) return setFileError(M.tooLarge);
    setFileError(null);
    setBusy("reading");
    const answer = await apiPost("/api/import/preview/", { fileName: file.name, data: base64Of(await file.arrayBuffer()) }, { announce: false });
    setBusy("");
    if (answer.responseStatus === 200 && answer.batch) return show(answer.batch);
    setPreview(null);
    setFileError(answer.errors?.file?.[0] ?? answer.errors?.data?.[0] ?? answer.errorMessage ?? M.unreadable);
  }

  async function checkAgain() {
    if (!preview) return;
    setBusy("checking");
    const changes = [...edits].map(([key, value]) => {
      const [line, column] = key.split(":").map(Number);
      return { line, column, value };
    });
    const answer = await apiPost("/api/import/check/", { id: preview.id, columns, edits: changes }, { announce: false });
    setBusy("");
    if (answer.responseStatus === 200 && answer.batch) {
      show(answer.batch);
      setNotice(answer.batch.summary.rowsWithProblems || answer.batch.fileProblems.length ? null : { kind: "success", text: "No problems left. The file is ready to import." });
    } else {
      setNotice({ kind: "error", text: answer.errorMessage ?? Object.values(answer.errors ?? {})[0]?.[0] ?? "The file could not be checked. Please try again." });
    }
  }

  async function confirm() {
    if (!preview) return;
    setBusy("importing");
    const answer = await apiPost("/api/import/confirm/", { id: preview.id }, { announce: false });
    setBusy("");
    if (answer.responseStatus === 200 && answer.message) {
      toast(answer.message);
      setNotice({ kind: "success", text: answer.message });
      setImported(answer.imported?.projectCount ?? null);
      setPreview(null);
      if (fileRef.current) fileRef.current.value = "";
      loadImports();
    } else {
      setNotice({ kind: "error", text: answer.errorMessage ?? "The file could not be imported. Please try again." });
    }
  }

  const dirty = !!preview && (edits.size > 0 || columns.some((c, i) => c !== preview.columns[i]));
  const problems = preview ? preview.summary.rowsWithProblems + preview.fileProblems.length : 0;
  const count = preview?.summary.projects ?? 0;

  return (
    <section aria-labelledby="import-heading" className="flex flex-col gap-4">
      <h2 id="import-heading" className="text-xl font-semibold">
        Import projects
      </h2>
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
      <form method="post" onSubmit={upload} className="flex flex-col gap-2 rounded border border-slate-300 bg-white p-3">
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
          onChange={() => setFileError(null)}
          className="max-w-full"
        />
        {fileError && (
          <p id="import-file-error" role="alert" className="text-red-800">
            {fileError}
          </p>
        )}
        <div>
          <Button type="submit" disabled={busy !== ""}>
            {busy === "reading" ? "Reading the file…" : "Check file"}
          </Button>
        </div>
      </form>
      {busy === "reading" && <Spinner label="Reading the file" />}
      <Notice notice={notice} />
      {imported !== null && (
        <p>
          <a href="/all_projects/" className="text-sky-800 underline">
            See the imported projects in All Projects
          </a>
        </p>
      )}
      {preview && (
        <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-3">
          <h3 id="preview-heading" className="text-lg font-semibold">
            Preview of {preview.fileName}
          </h3>
          <p role={problems ? "alert" : "status"} className={problems ? "text-red-900" : "text-slate-800"}>
            {plural(preview.rows.length, "row", "rows")}: {plural(preview.summary.projects, "project", "projects")},{" "}
            {plural(preview.summary.milestones, "milestone", "milestones")}, {plural(preview.summary.newPeople, "person", "people")} new to the directory.{" "}
            {problems
              ? `${preview.summary.rowsWithProblems} ${preview.summary.rowsWithProblems === 1 ? "row has" : "rows have"} problems${preview.fileProblems.length ? ", and the columns need attention" : ""}: correct them below and choose Check again.`
              : "No problems found."}
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
                  onChange={(field) => setColumns((old) => old.map((c, j) => (j === i ? field : c)))}
                />
              ))}
            </div>
          </fieldset>
          <PreviewTable
            key={`${preview.id}-${preview.summary.rowsWithProblems}`}
            preview={preview}
            edits={edits}
            onEdit={(line, column, value) => setEdits((old) => new Map(old).set(cellKey(line, column), value))}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={checkAgain} disabled={busy !== ""}>
              {busy === "checking" ? "Checking…" : "Check again"}
            </Button>
            <Button onClick={confirm} disabled={busy !== "" || dirty || problems > 0 || count === 0}>
              {busy === "importing" ? "Importing…" : `Import ${count} ${count === 1 ? "project" : "projects"}`}
            </Button>
          </div>
          {(dirty || problems > 0) && (
            <p className="text-slate-700">{dirty ? "Choose Check again to check your changes before importing." : "Import is possible once no row has a problem."}</p>
          )}
        </section>
      )}
      <RecentImports
        imports={imports}
        onUndone={(message) => {
          toast(message);
          setNotice({ kind: "success", text: message });
          loadImports();
        }}
      />
    </section>
  );
}
