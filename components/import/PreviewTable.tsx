"use client";

import { useId, useState } from "react";
import type { ImportPreview } from "@/lib/import/schemas";
import { cellKey } from "./cell-key";

function columnName(preview: ImportPreview, column: number | null): string {
  if (column === null) return "";
  return preview.headers[column] || `Column ${column + 1}`;
}

/** Every row of the file as read, its problems beside the cells, a cell with a problem (or a correction) editable. */
export function PreviewTable({
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
                      <td key={column} className="min-w-56 px-2 py-1">
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
