"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { closeAfterDelay } from "@/components/ui/Dialog";
import { toast } from "@/components/ui/toast";
import type { AnyOf, ApiAnswer } from "@/lib/client/api";
import type { FieldErrorsAnswer } from "@/lib/http/zod-errors";
import { FORM_ERRORS_KEY, type FieldErrors } from "@/lib/validation/field-errors";
import type { ConflictAnswer, DeleteAnswer } from "@/lib/projects/schemas";
import { validate } from "./validate";

// The save of an editor dialog whose record carries a version (docs/product.md#behaviour): check the payload
// locally, send it, close on success; on 409 keep the person's edits and offer the record as it
// is now (Reload); on 422 show the server's field errors; delete after a confirmation. Both
// the project and the milestone editor save this way, so they share it. Each save and delete
// says what it did in a toast, as the dialog closes.

/** What a save call answers, whatever the record: its refusals are read here, its success by savedOf. */
type SaveAnswer<Item> = ApiAnswer<AnyOf<FieldErrorsAnswer | ConflictAnswer<Item>>>;

export type VersionedSave<Item, Form, Body, Answer extends SaveAnswer<Item>, Saved> = {
  /** What the record is called in the fallback messages ("project", "milestone"). */
  noun: string;
  initial: Item | null;
  toForm(item: Item | null): Form;
  toPayload(form: Form, item: Item | null): Body;
  schema: z.ZodType;
  save(body: Body): Promise<Answer>;
  /** The success part of a 200 answer, or null when the answer lacks it. */
  savedOf(answer: Answer): Saved | null;
  remove(item: Item): Promise<AnyOf<DeleteAnswer>>;
  onClose(): void;
  onSaved(saved: Saved): void;
  onReloaded(item: Item): void;
  onDeleted(item: Item): void;
};

export function useVersionedSave<Item, Form, Body, Answer extends SaveAnswer<Item>, Saved>(
  options: VersionedSave<Item, Form, Body, Answer, Saved>,
) {
  const { noun, toForm, toPayload, schema, save, savedOf, remove, onClose, onSaved, onReloaded, onDeleted } = options;
  const [item, setItem] = useState(options.initial);
  const [form, setForm] = useState<Form>(() => toForm(options.initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; current: Item } | null>(null);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = toPayload(form, item);
    const local = validate(schema, body);
    if (local) return setErrors(local);
    setBusy(true);
    const answer = await save(body);
    const saved = answer.responseStatus === 200 ? savedOf(answer) : null;
    if (saved) {
      setErrors({});
      onSaved(saved);
      toast(`${capitalised(noun)} ${item ? "saved" : "added"}.`);
      closeAfterDelay(onClose);
      return;
    }
    setBusy(false);
    if (answer.responseStatus === 409 && answer.current) {
      setConflict({ message: answer.errorMessage ?? `Someone else has changed this ${noun}.`, current: answer.current });
    } else {
      setErrors(answer.errors ?? { [FORM_ERRORS_KEY]: [answer.errorMessage ?? `The ${noun} could not be saved. Please try again.`] });
    }
  }

  function reload() {
    if (!conflict) return;
    setItem(conflict.current);
    setForm(toForm(conflict.current));
    setErrors({});
    onReloaded(conflict.current);
    setConflict(null);
  }

  async function confirmDelete() {
    if (!item) return false;
    const answer = await remove(item);
    if (answer.response !== "success") return false;
    onDeleted(item);
    toast(`${capitalised(noun)} deleted.`);
    closeAfterDelay(onClose);
    return true;
  }

  return { item, form, set, errors, busy, conflict, submit, reload, confirmDelete };
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
