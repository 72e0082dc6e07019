"use client";

import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";

export function NoMatchesDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="No Matches" maxWidth={460} footer={<Button onClick={onClose}>OK</Button>}>
      <p>Your search has not returned any matches</p>
    </Dialog>
  );
}
