"use client";

import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from "react";
import Link from "next/link";
import { useSession } from "@/components/session/SessionProvider";
import { DRAWER_BELOW_WIDTH, SUBMENU_CLOSE_DELAY_MS, type MenuEntry } from "./menu-items";
import { TRIGGER_CLASS } from "./trigger-class";

// The bar shown at width ≥ 600: each group is a dropdown that opens on hover or click and
// closes 300 ms after the pointer leaves it. The dropdown (Radix, a large part of a page's script:
// docs/decisions/001-stack-and-readings.md) is fetched as soon as the pointer or the focus comes
// to the bar, so it is there before the first press; pages where nobody opens a menu, and phones,
// never load it. A press that comes first is remembered by the plain button standing in for it.
// Every entry is a link.
const loadGroupDropdown = () => import("./GroupDropdown");
const GroupDropdown = lazy(loadGroupDropdown);

export function DesktopMenu({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul
      className="hidden items-center gap-1 nav:flex"
      onPointerEnter={() => void loadGroupDropdown()}
      onFocus={() => void loadGroupDropdown()}
    >
      {entries.map((entry) =>
        entry.kind === "link" ? (
          <li key={entry.link.href}>
            <Link
              href={entry.link.href}
              className="rounded px-3 py-2 font-medium text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              {entry.link.label}
            </Link>
          </li>
        ) : (
          <GroupMenu key={entry.label} entry={entry} />
        ),
      )}
    </ul>
  );
}

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

function GroupMenu({ entry }: { entry: Extract<MenuEntry, { kind: "group" }> }) {
  const [open, setOpen] = useState(false);
  // Whether the open menu was opened by hovering or by a press (click, key). A click right after
  // hovering must leave it open (the person pointed, then clicked what they saw open); a click
  // on a menu they opened by a press closes it again.
  const openedBy = useRef<"hover" | "press">("press");
  // How the menu was first asked for; until then the plain button stands in for the dropdown.
  const [wanted, setWanted] = useState<"pointer" | "keyboard" | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { windowWidth } = useSession();

  // Below 600 px the bar gives way to the drawer, and an open dropdown closes with it.
  const shown = open && windowWidth >= DRAWER_BELOW_WIDTH;
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const keepOpen = () => {
    clearTimeout(closeTimer.current);
    if (!open) openedBy.current = "hover";
    setOpen(true);
  };
  const press = () => {
    clearTimeout(closeTimer.current);
    if (open && openedBy.current === "press") {
      setOpen(false);
      return;
    }
    openedBy.current = "press";
    setOpen(true);
  };
  const onOpenChange = (next: boolean) => {
    if (next) openedBy.current = "press";
    setOpen(next);
  };
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), SUBMENU_CLOSE_DELAY_MS);
  };
  const ask = (how: "pointer" | "keyboard", opening: () => void) => {
    setWanted((w) => w ?? how);
    opening();
  };

  const plainButton = (loading: boolean) => (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={loading || undefined}
      onClick={() => ask("pointer", press)}
      onKeyDown={(e: KeyboardEvent) => {
        if (!OPENING_KEYS.has(e.key)) return;
        e.preventDefault();
        ask("keyboard", press);
      }}
      className={TRIGGER_CLASS}
    >
      {entry.label} <span aria-hidden="true">▾</span>
    </button>
  );

  return (
    // The list item, not the button, watches the pointer: the button is replaced by the Radix
    // trigger under a still pointer, and the item is what the pointer will leave.
    <li
      onPointerEnter={(e) => e.pointerType === "mouse" && ask("pointer", keepOpen)}
      onPointerLeave={(e) => e.pointerType === "mouse" && closeSoon()}
    >
      {wanted === null ? (
        plainButton(false)
      ) : (
        <Suspense fallback={plainButton(true)}>
          <GroupDropdown
            entry={entry}
            open={shown}
            focusFirstItem={wanted === "keyboard"}
            onOpenChange={onOpenChange}
            keepOpen={keepOpen}
            press={press}
            closeSoon={closeSoon}
          />
        </Suspense>
      )}
    </li>
  );
}
