"use client";

import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";

// The search found nothing: the list stays as it was. "Change search" opens the search again
// with what was asked, so it can be widened rather than typed again.
export function NoMatchesDialog({ onClose, onChangeSearch }: { onClose(): void; onChangeSearch(): void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="No Matches"
      maxWidth={460}
      footer={
        <>
          <Button variant="secondary" onClick={onChangeSearch}>
            Change search
          </Button>
          <Button onClick={onClose}>OK</Button>
        </>
      }
    >
      <p>Your search has not returned any matches</p>
    </Dialog>
  );
}
