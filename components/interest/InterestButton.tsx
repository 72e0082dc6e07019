"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "@/components/ui/Button";
import { DialogLoading } from "@/components/ui/DialogLoading";
import type { MyRequest } from "@/lib/interest/schemas";

// "I'm interested" on a milestone that is looking for someone (docs/product.md#interest-requests).
// The form is fetched on the first press, so readers who never ask never load it.
const InterestDialog = lazy(() => import("./InterestDialog"));

/**
 * `onSettled`: told, as the form closes, what became of the person's waiting request while it
 * was open (asked, or withdrawn: null); not called when nothing changed.
 */
export function InterestButton({
  milestoneId,
  description,
  needsName,
  id,
  onSettled,
}: {
  milestoneId: number;
  description: string;
  needsName: boolean;
  id?: string;
  onSettled?(request: MyRequest | null): void;
}) {
  const [open, setOpen] = useState(false);
  const outcome = useRef<{ request: MyRequest | null } | null>(null);
  function close() {
    setOpen(false);
    const settled = outcome.current;
    outcome.current = null;
    if (settled) onSettled?.(settled.request);
  }
  return (
    <>
      <Button id={id} variant="secondary" className="!px-3 !py-1 text-sm" aria-label={`I'm interested: ${description}`} onClick={() => setOpen(true)}>
        I&apos;m interested
      </Button>
      {open && (
        <Suspense fallback={<DialogLoading />}>
          <InterestDialog
            milestoneId={milestoneId}
            description={description}
            needsName={needsName}
            onClose={close}
            onChange={(request) => (outcome.current = { request })}
          />
        </Suspense>
      )}
    </>
  );
}
