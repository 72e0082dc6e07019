"use client";

import { Button } from "@/components/ui/Button";

/** `ready`: the page's script runs and the browser has passkeys; until then the button is inert. */
export function PasskeyLoginButton({ busy, ready, onClick }: { busy: boolean; ready: boolean; onClick(): void }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy || !ready} className="w-full">
      {busy ? "Waiting for your passkey ..." : "Sign in with a passkey"}
    </Button>
  );
}
