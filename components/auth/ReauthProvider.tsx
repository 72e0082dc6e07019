"use client";

import { useCallback, useRef, useState, type ReactNode } from "react";
import { ConfirmItsYouDialog } from "./ConfirmItsYouDialog";
import { ReauthContext } from "./reauth-context";

/** Holds the one "Confirm it's you" dialog of a screen; useFreshProof() opens it when needed. */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<((proven: boolean) => void) | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current?.(false);
        waiting.current = resolve;
        setOpen(true);
      }),
    [],
  );
  return (
    <ReauthContext.Provider value={ask}>
      {children}
      <ConfirmItsYouDialog
        open={open}
        onDone={(proven) => {
          setOpen(false);
          waiting.current?.(proven);
          waiting.current = null;
        }}
      />
    </ReauthContext.Provider>
  );
}
