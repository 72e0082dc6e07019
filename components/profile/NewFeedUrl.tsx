"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { takeFocus } from "@/components/ui/focus-result";
import { CALENDAR_TEXTS as T } from "@/lib/calendar/messages";

// The calendar feed's new URL, shown this once: only its hash is kept, so it cannot be shown
// again. It takes focus when it appears (selected, ready to copy by hand too).
export function NewFeedUrl({ url }: { url: string }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded border border-sky-300 bg-sky-50 p-3">
      <p className="font-medium">{T.showOnce}</p>
      <label htmlFor="calendar-feed-url" className="font-medium text-slate-800">
        {T.urlLabel}
      </label>
      <input
        id="calendar-feed-url"
        ref={takeFocus}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full min-w-0 rounded border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {T.copy}
        </Button>
        <span role="status">{copied === "yes" ? T.copied : copied === "failed" ? T.copyFailed : ""}</span>
      </div>
    </div>
  );
}
