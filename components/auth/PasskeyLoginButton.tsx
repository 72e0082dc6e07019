"use client";

import { useRef } from "react";
import { Button } from "@/components/ui/Button";

/**
 * `ready`: the page's script runs and the browser has passkeys; until then the button is inert.
 * While an attempt waits for the device the button says so and Cancel, next to it, ends the
 * attempt. The button keeps focus meanwhile (aria-disabled rather than disabled, which would drop
 * focus to the page), and Cancel hands focus back to it. `message`: why the last attempt failed.
 */
export function PasskeyLoginButton({
  busy,
  ready,
  message,
  onClick,
  onCancel,
}: {
  busy: boolean;
  ready: boolean;
  message: string;
  onClick(): void;
  onCancel(): void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Button
          ref={button}
          variant="secondary"
          onClick={busy ? undefined : onClick}
          disabled={!ready}
          aria-disabled={busy || undefined}
          className={`flex-1 ${busy ? "cursor-wait text-slate-600" : ""}`}
        >
          {busy ? "Waiting for your passkey ..." : "Sign in with a passkey"}
        </Button>
        {busy && (
          <Button
            variant="secondary"
            onClick={() => {
              button.current?.focus();
              onCancel();
            }}
          >
            Cancel
          </Button>
        )}
      </div>
      <div aria-live="assertive">{message && <p className="text-red-800">{message}</p>}</div>
    </div>
  );
}
