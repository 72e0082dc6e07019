"use client";

import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/Button";
import { DialogLoading } from "@/components/ui/DialogLoading";

// "I'm interested" on a milestone that is looking for someone (docs/product.md#interest-requests).
// The form is fetched on the first press, so readers who never ask never load it.
const InterestDialog = lazy(() => import("./InterestDialog"));

export function InterestButton({ milestoneId, description, needsName }: { milestoneId: number; description: string; needsName: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="!px-3 !py-1 text-sm" aria-label={`I'm interested: ${description}`} onClick={() => setOpen(true)}>
        I&apos;m interested
      </Button>
      {open && (
        <Suspense fallback={<DialogLoading />}>
          <InterestDialog milestoneId={milestoneId} description={description} needsName={needsName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
