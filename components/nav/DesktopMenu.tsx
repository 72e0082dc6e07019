"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { useSession } from "@/components/session/SessionProvider";
import { DRAWER_BELOW_WIDTH, SUBMENU_CLOSE_DELAY_MS, type MenuEntry } from "./menu-items";
import { useMenuNavigate } from "./use-menu-navigate";

// The bar shown at width ≥ 600: each group is a dropdown that opens on hover or click and
// closes 300 ms after the pointer leaves it. Radix gives keyboard and screen-reader support.
// It loads with the page: loaded on first use, the button was swapped for Radix's while it was
// being pressed, and a menu opened from the keyboard sometimes lost its first arrow key.

export function DesktopMenu({ entries }: { entries: MenuEntry[] }) {
  const navigate = useMenuNavigate();
  return (
    <ul className="hidden items-center gap-1 nav:flex">
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
          <li key={entry.label}>
            <HoverDropdown entry={entry} onSelect={navigate} />
          </li>
        ),
      )}
    </ul>
  );
}

function HoverDropdown({
  entry,
  onSelect,
}: {
  entry: Extract<MenuEntry, { kind: "group" }>;
  onSelect: ReturnType<typeof useMenuNavigate>;
}) {
  const [open, setOpen] = useState(false);
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

  return (
    <DropdownMenu.Root open={shown} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        onPointerEnter={(e) => e.pointerType === "mouse" && keepOpen()}
        onPointerDown={(e) => {
          // Hovering has already opened the menu, so a mouse click must not toggle it shut again
          // (whether it did depended on whether React had rendered the hover before the press).
          // Preventing the default skips Radix's own toggle.
          if (e.pointerType !== "mouse" || e.button !== 0) return;
          e.preventDefault();
          keepOpen();
        }}
        onPointerLeave={(e) => e.pointerType === "mouse" && closeSoon()}
        className="rounded px-3 py-2 font-medium text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white data-[state=open]:bg-white/15"
      >
        {entry.label} <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          onPointerEnter={keepOpen}
          onPointerLeave={closeSoon}
          className="z-50 max-h-[318px] min-w-44 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {entry.links.map((link) => (
            <DropdownMenu.Item
              key={link.href}
              onSelect={() => {
                setOpen(false);
                onSelect(link);
              }}
              className="cursor-pointer rounded px-3 py-2 text-slate-900 outline-none data-[highlighted]:bg-sky-100"
            >
              {link.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
