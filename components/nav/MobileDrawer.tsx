"use client";

import { lazy, Suspense, useState } from "react";
import { useSession } from "@/components/session/SessionProvider";
import { DRAWER_BELOW_WIDTH, type MenuEntry } from "./menu-items";

// Below width 600 the menu is a drawer from the top with expandable groups. The drawer is
// loaded when the Menu button is first pressed, so pages that never open it do not load it.
const DrawerDialog = lazy(() => import("./DrawerDialog"));

export function MobileDrawer({ entries }: { entries: MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { windowWidth } = useSession();

  // At 600 px and wider the bar takes over and the drawer closes.
  const shown = open && windowWidth < DRAWER_BELOW_WIDTH;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={shown}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        className="rounded px-3 py-2 font-medium text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white nav:hidden"
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      {asked && (
        <Suspense>
          <DrawerDialog entries={entries} open={shown} onOpenChange={setOpen} onSelect={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
