"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/Button";

/**
 * `ready`: the page's script runs and the browser has passkeys; until then the button is inert.
 * While an attempt waits for the device, Cancel ends it; focus moves to Cancel as the button it
 * was on turns inert, and back when the wait is over. `message`: why the last attempt failed.
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
  const cancel = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (busy) {
      hadFocus.current = document.activeElement === button.current || document.activeElement === document.body;
      if (hadFocus.current) cancel.current?.focus();
    } else if (hadFocus.current) {
      hadFocus.current = false;
      button.current?.focus();
    }
  }, [busy]);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Button ref={button} variant="secondary" onClick={onClick} disabled={busy || !ready} className="flex-1">
          {busy ? "Waiting for your passkey ..." : "Sign in with a passkey"}
        </Button>
        {busy && (
          <Button ref={cancel} variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      <div aria-live="assertive">{message && <p className="text-red-800">{message}</p>}</div>
    </div>
  );
}
