"use client";

import { useCallback, useEffect, useState } from "react";
import { apiGet, apiPost, type ClientAnswerOf } from "@/lib/client/api";
import type { BodyOf, PathOf, QueryOf } from "@/lib/http/calls";
import { FORM_ERRORS_KEY, type FieldErrors } from "@/lib/validation/field-errors";

// How the admin tabs talk to /api/admin/: errors are shown next to the form that caused them
// (not in the global banner); a 403 still re-checks the user and leaves the page.

/** The admin screen's changes (each declared in the table of calls). */
type AdminChange = Extract<PathOf<"POST">, `/api/admin/${string}`>;

/** `token`: what an erasure answers, the name the person is now shown by ("Former member <token>"). */
export type ActionResult = { ok: true; id?: number; token?: string } | { ok: false; errors: FieldErrors; message?: string };

/** The body of an admin change as a tab's forms write it: without the keys the tab adds itself. */
export type ChangeOf<P extends AdminChange, Added extends string = never> =
  BodyOf<`POST ${P}`> extends infer B ? (B extends unknown ? Omit<B, Added> : never) : never;

/** What a tab hands its forms: make the change, say `success` when it worked. */
export type ChangeFunction<Body> = (body: Body, success: string) => Promise<ActionResult>;

const FALLBACK = "The change could not be saved. Please try again.";

export async function adminAction<P extends AdminChange>(path: P, body: BodyOf<`POST ${P}`>): Promise<ActionResult> {
  const answer = await apiPost<AdminChange>(path, body as BodyOf<`POST ${AdminChange}`>, { announce: false });
  if (answer.responseStatus === 200) {
    return { ok: true, id: "id" in answer ? (answer.id as number | undefined) : undefined, token: "token" in answer ? String(answer.token) : undefined };
  }
  if (answer.responseStatus === 422 && answer.errors) return { ok: false, errors: answer.errors, message: answer.errors[FORM_ERRORS_KEY]?.[0] };
  return { ok: false, errors: {}, message: answer.errorMessage ?? FALLBACK };
}

/** Loads a GET call's answer and loads it again after reload(); `data` is null until the first answer. */
export function useAdminData<P extends PathOf<"GET">>(
  path: P,
  query?: QueryOf<`GET ${P}`>,
): { data: ClientAnswerOf<`GET ${P}`> | null; failed: boolean; reload(): void } {
  const [data, setData] = useState<ClientAnswerOf<`GET ${P}`> | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void apiGet(path, { announce: false, query }).then((answer) => {
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
    // The query's values, not the object: a new object with the same values loads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, JSON.stringify(query ?? {}), version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, failed, reload };
}
