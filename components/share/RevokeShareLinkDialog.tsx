"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import type { ShareLinkView } from "@/lib/share/schemas";
import { revokeShareLink } from "./share-calls";

// Confirms a revocation; anyone holding the link loses access at once.
export function RevokeShareLinkDialog({
  link,
  onClose,
  onRevoked,
}: {
  link: ShareLinkView;
  onClose(): void;
  onRevoked(link: ShareLinkView): void;
}) {
  const [busy, setBusy] = useState(false);
  async function revoke() {
    setBusy(true);
    const answer = await revokeShareLink(link.id);
    setBusy(false);
    if (answer.responseStatus === 200) onRevoked(answer.link);
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Revoke share link"
      maxWidth={460}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void revoke()} disabled={busy}>
            {busy ? "Revoking ..." : "Revoke"}
          </Button>
        </>
      }
    >
      <p>
        Revoke the link for {link.organisationName}
        {link.label ? ` (${link.label})` : ""}? Anyone holding it loses access at once. This cannot be undone.
      </p>
    </Dialog>
  );
}
