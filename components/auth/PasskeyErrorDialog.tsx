"use client";

import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { ONLY_THROUGH_PROVIDER, type PasskeyFailure } from "./passkey-errors";

// The passkey error (docs/product.md#error-messages): the passkey probably lacked user
// verification (fingerprint or face); a nearby device such as a phone can be used instead.
export function PasskeyErrorDialog({ failure, onClose }: { failure: PasskeyFailure | null; onClose(): void }) {
  return (
    <Dialog
      open={!!failure}
      onOpenChange={(open) => !open && onClose()}
      title="Passkey Error"
      maxWidth={480}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      {failure?.code === ONLY_THROUGH_PROVIDER ? (
        <p>{failure.message}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <p>We could not sign you in with that passkey.</p>
          <p>
            This usually means the passkey was used without user verification, such as a fingerprint or face check.
            Please try again and confirm it is you when your device asks.
          </p>
          <p>
            If this device cannot verify you, choose to use a passkey from a nearby device, such as your phone, when
            the browser offers it.
          </p>
          {failure && <p className="text-sm text-slate-600">Error code: {failure.code}</p>}
        </div>
      )}
    </Dialog>
  );
}
