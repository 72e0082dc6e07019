"use client";

import { useRef } from "react";
import { DropdownMenu } from "radix-ui";
import { TRIGGER_CLASS } from "./trigger-class";
import type { MenuEntry, MenuLink } from "./menu-items";

// The Radix part of one menu-bar group, loaded on the first hover, click or key press (see
// DesktopMenu): Radix gives keyboard and screen-reader support. The group keeps its open state
// and close timer, so it opens already open.

export default function GroupDropdown({
  entry,
  open,
  focusFirstItem,
  onOpenChange,
  keepOpen,
  closeSoon,
  onSelect,
}: {
  entry: Extract<MenuEntry, { kind: "group" }>;
  open: boolean;
  /** opened by a key press before this part was loaded: Radix did not see the key */
  focusFirstItem: boolean;
  onOpenChange(open: boolean): void;
  keepOpen(): void;
  closeSoon(): void;
  onSelect(link: MenuLink): void;
}) {
  const content = useRef<HTMLDivElement>(null);
  const firstOpening = useRef(true);
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
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
        className={TRIGGER_CLASS}
      >
        {entry.label} <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="start"
          sideOffset={4}
          onFocus={(e) => {
            // Radix focuses the menu itself when it opens; the first time, that may need to be
            // the first item instead.
            if (e.target !== e.currentTarget || !firstOpening.current) return;
            firstOpening.current = false;
            if (focusFirstItem) content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          onPointerEnter={keepOpen}
          onPointerLeave={closeSoon}
          className="z-50 max-h-[318px] min-w-44 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {entry.links.map((link) => (
            <DropdownMenu.Item
              key={link.href}
              onSelect={() => {
                onOpenChange(false);
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
