"use client";

import { Dialog as RadixDialog } from "radix-ui";
import { useRef, type ReactNode } from "react";

// The modal dialog itself (Radix: focus trap, Escape, aria wiring) in the app's look, loaded
// when a dialog first opens (see Dialog.tsx). `maxWidth` is the N of "the smaller of N px and
// 70% of the window" (docs/product.md#business-constants).

export type DialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  maxWidth?: number;
  children?: ReactNode;
  footer?: ReactNode;
};

export default function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  maxWidth = 640,
  children,
  footer,
}: DialogProps) {
  // Dialogs here open from state, without a Radix Trigger; Radix would then send focus to
  // <body> on close. Focus goes back to whatever had it when the dialog opened instead, unless
  // the page has put it somewhere on closing (the row of a project just added).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-in" />
        <RadixDialog.Content
          style={{ width: `min(${maxWidth}px, 70vw)` }}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const focused = document.activeElement;
            if (focused && focused !== document.body && !focused.closest('[role="dialog"]')) {
              event.preventDefault();
            } else if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus({ preventScroll: true });
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] min-w-[min(300px,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl focus:outline-none max-sm:!w-[95vw]"
        >
          <div className="border-b border-slate-200 px-5 py-3">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-slate-700">{description}</RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            )}
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
