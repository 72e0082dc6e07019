"use client";

import { Button } from "@/components/ui/Button";

export function PasskeyLoginButton({ busy, onClick }: { busy: boolean; onClick(): void }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy} className="w-full">
      {busy ? "Waiting for your passkey ..." : "Sign in with a passkey"}
    </Button>
  );
}
