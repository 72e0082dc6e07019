"use client";

import { takeFocus } from "@/components/ui/focus-result";

// What Import, Undo or a failed Check again came to, where the preview was. It takes focus when
// it appears (a new `key` for each outcome), and that is how it is heard: it is not also a live
// region or a toast, so it is said once.

export type Outcome = { kind: "success" | "error"; text: string; key: number; imported?: boolean } | null;

export function ImportOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  const success = outcome.kind === "success";
  return (
    <div className={`flex flex-col gap-1 rounded border px-3 py-2 ${success ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}>
      <p key={outcome.key} id="import-outcome" ref={takeFocus} tabIndex={-1} className="focus:outline-2 focus:outline-offset-2 focus:outline-sky-700">
        {outcome.text}
      </p>
      {outcome.imported && (
        <p>
          <a href="/all_projects/" className="inline-block min-h-6 text-sky-800 underline">
            See the imported projects in All Projects
          </a>
        </p>
      )}
    </div>
  );
}
