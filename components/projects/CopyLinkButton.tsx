"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";

// Copies the full address of a project or milestone page, to paste in an email or a chat.
// Where the browser refuses the clipboard (a plain-http address other than localhost), the
// address is shown instead, to copy by hand.
export function CopyLinkButton({ path }: { path: string }) {
  const [state, setState] = useState<{ kind: "idle" | "copied" | "refused"; url: string }>({ kind: "idle", url: "" });
  const copy = () => {
    const url = new URL(path, window.location.origin).href;
    const refused = () => setState({ kind: "refused", url });
    if (!navigator.clipboard) return refused();
    navigator.clipboard.writeText(url).then(() => setState({ kind: "copied", url }), refused);
  };
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-sm">
      <Button variant="link" onClick={copy}>
        Copy link
      </Button>
      <span role="status">
        {state.kind === "copied" && "Link copied"}
        {state.kind === "refused" && (
          <input aria-label="Link" readOnly value={state.url} onFocus={(e) => e.currentTarget.select()} className="w-72 max-w-full rounded border border-slate-300 px-1" />
        )}
      </span>
    </span>
  );
}
