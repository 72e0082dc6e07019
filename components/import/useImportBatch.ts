"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { NoticeState } from "@/components/ui/Notice";
import { toast } from "@/components/ui/toast";
import { apiGet, apiPost } from "@/lib/client/api";
import { IMPORT_MAX_FILE_BYTES, type ImportField } from "@/lib/import/fields";
import { IMPORT_MESSAGES as M } from "@/lib/import/messages";
import type { ImportedBatch, ImportPreview } from "@/lib/import/schemas";
import { cellKey, cellOf } from "./cell-key";

// The state of one import as the editor works on it: the file read into a preview, the fields
// chosen for its columns, the cells corrected, checking again, importing, and the editor's imports
// of the last day. The screen (ImportTab.tsx) only shows it.

export type Busy = "" | "reading" | "checking" | "importing";

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export function useImportBatch() {
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>("");
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
    const changes = [...edits].map(([key, value]) => ({ ...cellOf(key), value }));
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

  function undone(message: string) {
    toast(message);
    setNotice({ kind: "success", text: message });
    loadImports();
  }

  const setColumn = (index: number, field: ImportField) => setColumns((old) => old.map((c, j) => (j === index ? field : c)));
  const edit = (line: number, column: number, value: string) => setEdits((old) => new Map(old).set(cellKey(line, column), value));
  const dirty = !!preview && (edits.size > 0 || columns.some((c, i) => c !== preview.columns[i]));

  return {
    fileRef, busy, fileError, clearFileError: () => setFileError(null), preview, columns, edits, notice, imports, imported, dirty,
    upload, checkAgain, confirm, undone, setColumn, edit,
  };
}

export type ImportBatchState = ReturnType<typeof useImportBatch>;
