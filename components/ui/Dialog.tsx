"use client";

import { lazy, Suspense, useState } from "react";
import { DialogLoading } from "./DialogLoading";
import type { DialogProps } from "./ModalDialog";
// Watches focus from the page's start, for the dialogs' rule of where focus goes back.
import "./focus-tracker";

// Accessible modal dialog in the app's look. Radix's dialog machinery is loaded when a dialog
// first opens, so a page whose dialogs stay shut does not load it.
const ModalDialog = lazy(() => import("./ModalDialog"));

const DIALOG_CLOSE_DELAY_MS = 300;

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
