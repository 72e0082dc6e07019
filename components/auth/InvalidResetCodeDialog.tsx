"use client";

import { MESSAGES } from "@/lib/auth/messages";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";

// The invalid reset code dialog and its reasons (docs/product.md#error-messages).
export function InvalidResetCodeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Invalid code"
      maxWidth={520}
      description={MESSAGES.invalidResetCode}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <p>This can happen when:</p>
      <ul className="mt-2 list-disc pl-5">
        <li>the code was sent more than 15 minutes ago and has expired;</li>
        <li>the code has already been used;</li>
        <li>this page was refreshed, or a different browser was used to ask for the code;</li>
        <li>a newer code was requested — only the last code requested is valid.</li>
      </ul>
      <p className="mt-3">Please ask for a new code and try again.</p>
    </Dialog>
  );
}
