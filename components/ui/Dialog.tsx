"use client";

import { lazy, Suspense, useState } from "react";
import type { DialogProps } from "./ModalDialog";

// Accessible modal dialog in the app's look. Radix's dialog machinery is loaded when a dialog
// first opens, so a page whose dialogs stay shut does not load it.
const ModalDialog = lazy(() => import("./ModalDialog"));

export const DIALOG_CLOSE_DELAY_MS = 300;

/** What shows while a dialog's code loads: the page dimmed as the dialog's overlay dims it. */
export function DialogLoading() {
  return <div aria-busy="true" className="fixed inset-0 z-50 cursor-wait bg-black/40" />;
}

export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

/** Closes a dialog after a short delay (200–500 ms, docs/product.md#business-constants), so its result is seen. */
export function closeAfterDelay(close: () => void, ms = DIALOG_CLOSE_DELAY_MS) {
  setTimeout(close, ms);
}
