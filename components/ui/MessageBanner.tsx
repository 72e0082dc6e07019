"use client";

import { useEffect, useState } from "react";
import { onApiMessage } from "@/lib/client/api";

// Shows an answer's errorMessage (docs/product.md#error-messages) in a polite live region until dismissed.
export function MessageBanner() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => onApiMessage(setMessage), []);
  return (
    <div aria-live="polite" className="mx-auto max-w-screen-xl px-3 sm:px-4">
      {message && (
        <div role="alert" className="mt-3 flex items-start justify-between gap-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          <span>{message}</span>
          <button type="button" onClick={() => setMessage(null)} className="rounded px-2 text-sm underline">
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
