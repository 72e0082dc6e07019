"use client";

import { useState } from "react";
import { Button } from "./Button";
import { takeFocus } from "./focus-result";

/** What the click came to: done, or the words that say why not. */
export type OneClickOutcome = { done: true } | { done: false; error: string };

// The one button of a page opened from a mailed link (unsubscribe, "Still current", a data
// download): opening the page changes nothing, the click acts once, then the page says it is
// done, or shows why not and the button can be pressed again. Focus goes to what it says (the
// button, disabled while the request ran, gave focus up).
export function OneClickAction({ label, done, act }: { label: string; done: string; act(): Promise<OneClickOutcome> }) {
  const [state, setState] = useState<"ready" | "busy" | "done" | "failed">("ready");
  const [error, setError] = useState("");
  async function click() {
    setState("busy");
    const outcome = await act();
    if (outcome.done) return setState("done");
    setError(outcome.error);
    setState("failed");
  }
  if (state === "done") {
    return (
      <p ref={takeFocus} role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900">
        {done}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <Button onClick={() => void click()} disabled={state === "busy"}>
        {label}
      </Button>
      {state === "failed" && (
        <p key={error} ref={takeFocus} role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
