"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { apiGet, apiPost } from "@/lib/client/api";
import { IMPORT_MAX_FILE_BYTES, type ImportField } from "@/lib/import/fields";
import { IMPORT_MESSAGES as M } from "@/lib/import/messages";
import type { ImportedBatch, ImportPreview } from "@/lib/import/schemas";
import { cellKey, cellOf } from "./cell-key";
import type { Outcome } from "./ImportOutcome";

// The state of one import as the editor works on it: the file read into a preview, the fields
// chosen for its columns, the cells corrected, checking again, importing, and the editor's imports
// of the last day. The screen (ImportTab.tsx) only shows it. Each action's result takes focus
// where it is shown (docs/product.md#importing-projects): the preview's summary (a new `checks`
// for each), the upload form's error summary (a new `refusal` for each), or the outcome.

export type Busy = "" | "reading" | "checking" | "importing";
/** Why the file was refused: the file field's message, or messages of no field. */
type Refusal = { errors: { file?: string[] }; also: string[] };
const NO_REFUSAL: Refusal = { errors: {}, also: [] };

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export function useImportBatch() {
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>("");
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [checks, setChecks] = useState(0);
  const [columns, setColumns] = useState<ImportField[]>([]);
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [imports, setImports] = useState<ImportedBatch[]>([]);

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
    setChecks((n) => n + 1);
  }

  const say = (kind: "success" | "error", text: string, imported = false) => setOutcome((old) => ({ kind, text, imported, key: (old?.key ?? 0) + 1 }));
  // A new object each time: the error summary takes focus again for the same message.
  const refuse = (file: string | undefined, also: string[] = []) => setRefusal({ errors: file ? { file: [file] } : {}, also });

  async function upload(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return refuse(M.chooseFile);
    // Checked here too, so a file too large is not sent at all.
    if (file.size > IMPORT_MAX_FILE_BYTES) return refuse(M.tooLarge);
    setRefusal(NO_REFUSAL);
    setBusy("reading");
    const answer = await apiPost("/api/import/preview/", { fileName: file.name, data: base64Of(await file.arrayBuffer()) }, { announce: false });
    setBusy("");
    if (answer.responseStatus === 200 && answer.batch) return show(answer.batch);
    setPreview(null);
    const field = answer.errors?.file?.[0] ?? answer.errors?.data?.[0] ?? answer.errors?.fileName?.[0];
    refuse(field, field ? [] : [answer.errorMessage ?? M.unreadable]);
  }

  async function checkAgain() {
    if (!preview) return;
    setBusy("checking");
    const changes = [...edits].map(([key, value]) => ({ ...cellOf(key), value }));
    const answer = await apiPost("/api/import/check/", { id: preview.id, columns, edits: changes }, { announce: false });
    setBusy("");
    if (answer.responseStatus === 200 && answer.batch) {
      setOutcome(null);
      show(answer.batch);
    } else {
      say("error", answer.errorMessage ?? Object.values(answer.errors ?? {})[0]?.[0] ?? "The file could not be checked. Please try again.");
    }
  }

  async function confirm() {
    if (!preview) return;
    setBusy("importing");
    const answer = await apiPost("/api/import/confirm/", { id: preview.id }, { announce: false });
    setBusy("");
    if (answer.responseStatus === 200 && answer.message) {
      say("success", answer.message, true);
      setPreview(null);
      if (fileRef.current) fileRef.current.value = "";
      loadImports();
    } else {
      say("error", answer.errorMessage ?? "The file could not be imported. Please try again.");
    }
  }

  function undone(message: string) {
    // Said as the confirmation dialog closes: the outcome takes focus once the dialog has gone.
    say("success", message);
    loadImports();
  }

  const setColumn = (index: number, field: ImportField) => setColumns((old) => old.map((c, j) => (j === index ? field : c)));
  const edit = (line: number, column: number, value: string) => setEdits((old) => new Map(old).set(cellKey(line, column), value));
  const dirty = !!preview && (edits.size > 0 || columns.some((c, i) => c !== preview.columns[i]));

  return {
    fileRef, busy, refusal, clearRefusal: () => setRefusal(NO_REFUSAL), preview, checks, columns, edits, outcome, imports, dirty,
    upload, checkAgain, confirm, undone, setColumn, edit,
  };
}

export type ImportBatchState = ReturnType<typeof useImportBatch>;
