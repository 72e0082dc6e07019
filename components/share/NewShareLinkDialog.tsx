"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { formatUkDateTime } from "@/lib/dates";
import type { CreatedShareLink } from "@/lib/share/schemas";

// The new link, shown this once: only its hash is kept, so it cannot be shown again.
export function NewShareLinkDialog({ created, onClose }: { created: CreatedShareLink; onClose(): void }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Share link created"
      description={`For ${created.link.organisationName}; it works until ${formatUkDateTime(created.link.expiresAt)}.`}
      maxWidth={640}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="flex flex-col gap-3">
        <p className="font-medium">Copy the link now: it is shown only once and cannot be shown again.</p>
        <label htmlFor="new-share-url" className="font-medium text-slate-800">
          Share link
        </label>
        <input
          id="new-share-url"
          readOnly
          value={created.url}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => void copy()}>
            Copy link
          </Button>
          <span role="status">
            {copied === "yes" ? "Copied." : copied === "failed" ? "Could not copy: select the link and copy it yourself." : ""}
          </span>
        </div>
      </div>
    </Dialog>
  );
}
