"use client";

import { Dialog as RadixDialog } from "radix-ui";
import { useEffect, useEffectEvent, type ReactNode } from "react";
import { useFocusReturn } from "./focus-return";
import { trackOpenDialog } from "./open-dialogs";

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
  // Dialogs here open from state, without a Radix Trigger: focus-return.ts says where focus goes
  // when one closes.
  const { track, onCloseAutoFocus } = useFocusReturn(open);
  // Escape belongs to the dialog even when a toast came after it (open-dialogs.ts).
  const close = useEffectEvent(() => onOpenChange(false));
  useEffect(() => (open ? trackOpenDialog(() => close()) : undefined), [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-in" />
        <RadixDialog.Content
          ref={track}
          style={{ width: `min(${maxWidth}px, 70vw)` }}
          onCloseAutoFocus={onCloseAutoFocus}
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
