"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onApiMessage } from "@/lib/client/api";
import { onToast } from "./toast";
import type { ToastItem } from "./Toaster";

const Toaster = lazy(() => import("./Toaster"));
/** Older messages give way: a burst of changes never stacks up over the page. */
const MAX_TOASTS = 3;
let nextToast = 1;

// Shows an answer's errorMessage (docs/product.md#error-messages) in a polite live region until dismissed, and what a
// change did as a toast (toast.ts), whose code loads with the first one.
export function MessageBanner() {
  const [message, setMessage] = useState<string | null>(null);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  useEffect(() => onApiMessage(setMessage), []);
  useEffect(() => onToast((text) => setToasts((shown) => [...shown.slice(1 - MAX_TOASTS), { id: nextToast++, text }])), []);
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
      {toasts.length > 0 && (
        <Suspense>
          <Toaster items={toasts} onGone={(id) => setToasts((shown) => shown.filter((t) => t.id !== id))} />
        </Suspense>
      )}
    </div>
  );
}
