"use client";

import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from "react";
import Link from "next/link";
import { useSession } from "@/components/session/SessionProvider";
import { DRAWER_BELOW_WIDTH, SUBMENU_CLOSE_DELAY_MS, type MenuEntry, type MenuLink } from "./menu-items";
import { TRIGGER_CLASS } from "./trigger-class";
import { useMenuNavigate } from "./use-menu-navigate";

// The bar shown at width ≥ 600: each group is a dropdown that opens on hover or click and
// closes 300 ms after the pointer leaves it. The dropdown (Radix, a third of the page's script)
// is fetched as soon as the pointer or the focus comes to the bar, so it is there before the
// first press; pages where nobody opens a menu, and phones, never load it. A press that comes
// first is remembered by the plain button standing in for it.
const loadGroupDropdown = () => import("./GroupDropdown");
const GroupDropdown = lazy(loadGroupDropdown);

export function DesktopMenu({ entries }: { entries: MenuEntry[] }) {
  const navigate = useMenuNavigate();
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
              onClick={(e) => {
                e.preventDefault();
                navigate(entry.link);
              }}
              className="rounded px-3 py-2 font-medium text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              {entry.link.label}
            </Link>
          </li>
        ) : (
          <GroupMenu key={entry.label} entry={entry} onSelect={navigate} />
        ),
      )}
    </ul>
  );
}

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

function GroupMenu({ entry, onSelect }: { entry: Extract<MenuEntry, { kind: "group" }>; onSelect(link: MenuLink): void }) {
  const [open, setOpen] = useState(false);
  // How the menu was first asked for; until then the plain button stands in for the dropdown.
  const [wanted, setWanted] = useState<"pointer" | "keyboard" | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { windowWidth } = useSession();

  // Below 600 px the bar gives way to the drawer, and an open dropdown closes with it.
  const shown = open && windowWidth >= DRAWER_BELOW_WIDTH;
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const keepOpen = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), SUBMENU_CLOSE_DELAY_MS);
  };
  const ask = (how: "pointer" | "keyboard") => {
    setWanted((w) => w ?? how);
    keepOpen();
  };

  const plainButton = (loading: boolean) => (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={loading || undefined}
      onClick={() => ask("pointer")}
      onKeyDown={(e: KeyboardEvent) => {
        if (!OPENING_KEYS.has(e.key)) return;
        e.preventDefault();
        ask("keyboard");
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
      onPointerEnter={(e) => e.pointerType === "mouse" && ask("pointer")}
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
            onOpenChange={setOpen}
            keepOpen={keepOpen}
            closeSoon={closeSoon}
            onSelect={onSelect}
          />
        </Suspense>
      )}
    </li>
  );
}
