"use client";

import { useRef } from "react";
import { Toast } from "radix-ui";
import { useKeepFocusClear } from "./keep-focus-clear";
import { closeNewestDialog } from "./open-dialogs";

// The messages of toast.ts as Radix's Toast shows them: a polite live region that takes no
// focus, each message paused while hovered or focused, F8 to reach them, Escape or a swipe to
// dismiss (while a dialog is open, Escape closes the dialog: open-dialogs.ts). Loaded by the message banner with the first message, inside its live region, which
// a modal dialog leaves readable; each toast is aria-live="off" there, so only Radix's own
// announcement speaks. Below the dialogs' overlay (z-50): a dialog opened next is not covered.

export type ToastItem = { id: number; text: string };

const SHOWN_MS = 6000;

export default function Toaster({ items, onGone }: { items: ToastItem[]; onGone(id: number): void }) {
  const viewport = useRef<HTMLOListElement>(null);
  useKeepFocusClear(viewport, items);
  return (
    <Toast.Provider duration={SHOWN_MS} label="Message">
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          type="background"
          onEscapeKeyDown={(event) => {
            if (closeNewestDialog()) event.preventDefault();
          }}
          onOpenChange={(open) => !open && onGone(item.id)}
          className="flex items-start justify-between gap-3 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-green-950 shadow-lg"
        >
          <Toast.Description>{item.text}</Toast.Description>
          <Toast.Close className="min-h-6 shrink-0 rounded px-2 text-sm underline hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-sky-700">
            Dismiss
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport ref={viewport} className="fixed inset-x-0 bottom-0 z-40 mx-auto flex w-full max-w-md flex-col gap-2 p-3 outline-none sm:left-auto sm:right-0 sm:mx-0" />
    </Toast.Provider>
  );
}
