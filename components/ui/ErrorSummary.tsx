"use client";

import { useId, useLayoutEffect, useRef, useState } from "react";
import { focusResult } from "./focus-result";

type Problem = { fieldId: string; text: string };

/** The field's own name: its label, or its accessible name. */
function labelOf(field: HTMLElement): string {
  const labels = (field as HTMLInputElement).labels;
  const named = labels?.[0]?.textContent ?? field.getAttribute("aria-label") ?? field.getAttribute("aria-labelledby")?.split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
  return (named ?? "").trim();
}

/**
 * At the top of a form that failed: "There is a problem", with a link to each field in error (the
 * fields marked aria-invalid in the same form, named by their labels: the field, once reached,
 * reads its own messages, which are not written twice on the page) and the messages that belong
 * to no field (`also`). It takes focus each time the form fails (each new
 * `errors`), so a keyboard or screen-reader user hears what went wrong once, and reaches each
 * field from here; the form's own controls stay where they are.
 */
export function ErrorSummary({ errors, also = [] }: { errors: object; also?: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [problems, setProblems] = useState<Problem[]>([]);
  const loose = also.filter(Boolean);
  const failed = Object.values(errors).some((messages) => Array.isArray(messages) && messages.length > 0) || loose.length > 0;

  useLayoutEffect(() => {
    const form = box.current?.closest("form") ?? box.current?.parentElement;
    if (!failed || !form) return setProblems([]);
    const fields = Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'));
    setProblems(fields.filter((field) => field.id).map((field) => ({ fieldId: field.id, text: labelOf(field) })));
    focusResult(box.current);
    // Each failed attempt sets a new errors object: the summary is read again and takes focus.
  }, [errors, failed]);

  return (
    <div
      ref={box}
      tabIndex={-1}
      hidden={!failed}
      aria-labelledby={failed ? titleId : undefined}
      className="rounded border-2 border-red-700 bg-red-50 px-3 py-2 text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-sky-700"
    >
      <h2 id={titleId} className="font-semibold">
        There is a problem
      </h2>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a
              href={`#${problem.fieldId}`}
              className="inline-block min-h-6 text-red-900 underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(problem.fieldId)?.focus();
              }}
            >
              {problem.text}
            </a>
          </li>
        ))}
        {loose.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
