"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";

/** A dialog that confirms something worked (Password Changed, Email Changed, Passkey Added). */
export function DoneDialog({ open, title, children, onClose }: { open: boolean; title: string; children: ReactNode; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} maxWidth={460} footer={<Button onClick={onClose}>OK</Button>}>
      {children}
    </Dialog>
  );
}
