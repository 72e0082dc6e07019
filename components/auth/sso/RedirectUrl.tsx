"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";

/** The redirect URL to register at the provider, with a button that copies it. */
export function RedirectUrl({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <span className="font-medium text-slate-800" id="redirect-url-label">
        Redirect URL to register at the provider
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <code aria-labelledby="redirect-url-label" className="break-all rounded border border-slate-300 bg-slate-50 px-2 py-1 text-sm">
          {url}
        </code>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
          aria-label="Copy the redirect URL"
        >
          Copy
        </Button>
        <span aria-live="polite" className="text-sm text-green-900">
          {copied ? "Copied" : ""}
        </span>
      </div>
    </div>
  );
}
