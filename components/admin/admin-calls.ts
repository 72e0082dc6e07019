"use client";

import { useCallback, useEffect, useState } from "react";
import { apiGet, apiPost, type AnyOf } from "@/lib/client/api";
import type { AccountActionAnswer } from "@/lib/auth/accounts/schemas";
import type { EndSessionAnswer } from "@/lib/auth/sessions/schemas";
import { FORM_ERRORS_KEY, type FieldErrors, type FieldErrorsAnswer } from "@/lib/http/zod-errors";
import type { OrganisationActionAnswer } from "@/lib/organisations/schemas";
import type { PersonActionAnswer } from "@/lib/people/admin-schemas";
import type { ReferenceActionAnswer } from "@/lib/reference/schemas";
import type { MailActionAnswer } from "@/lib/mail/admin/schemas";

// How the admin tabs talk to /api/admin/: errors are shown next to the form that caused them
// (not in the global banner); a 403 still re-checks the user and leaves the page.

/** What the admin changes answer (200), declared in their domains' schemas. */
type AdminActionAnswer = AccountActionAnswer | OrganisationActionAnswer | ReferenceActionAnswer | PersonActionAnswer | EndSessionAnswer | MailActionAnswer;

export type ActionResult = { ok: true; id?: number } | { ok: false; errors: FieldErrors; message?: string };

const FALLBACK = "The change could not be saved. Please try again.";

export async function adminAction(path: string, body: Record<string, unknown>): Promise<ActionResult> {
  const answer = await apiPost<AnyOf<AdminActionAnswer | FieldErrorsAnswer>>(path, body, { announce: false });
  if (answer.responseStatus === 200) return { ok: true, id: answer.id };
  if (answer.responseStatus === 422 && answer.errors) return { ok: false, errors: answer.errors, message: answer.errors[FORM_ERRORS_KEY]?.[0] };
  return { ok: false, errors: {}, message: answer.errorMessage ?? FALLBACK };
}

/** Loads a GET call's answer and loads it again after reload(); `data` is null until the first answer. */
export function useAdminData<T>(url: string): { data: T | null; failed: boolean; reload(): void } {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void apiGet<T>(url, { announce: false }).then((answer) => {
      if (!live) return;
      if (answer.responseStatus === 200) {
        setData(answer);
        setFailed(false);
      } else if (answer.responseStatus !== 403) {
        setFailed(true);
      }
    });
    return () => {
      live = false;
    };
  }, [url, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, failed, reload };
}
