"use client";

import { useRef } from "react";
import { DropdownMenu } from "radix-ui";
import { MenuLink } from "./MenuLink";
import { TRIGGER_CLASS } from "./trigger-class";
import type { MenuEntry } from "./menu-items";

// The Radix part of one menu-bar group, loaded on the first hover, click or key press (see
// DesktopMenu): Radix gives keyboard and screen-reader support. The group keeps its open state
// and close timer, so it opens already open. Each entry is a link inside Radix's menu item:
// choosing it (click, Enter) follows the link and Radix closes the menu.

export default function GroupDropdown({
  entry,
  open,
  focusFirstItem,
  onOpenChange,
  keepOpen,
  press,
  closeSoon,
}: {
  entry: Extract<MenuEntry, { kind: "group" }>;
  open: boolean;
  /** opened by a key press before this part was loaded: Radix did not see the key */
  focusFirstItem: boolean;
  onOpenChange(open: boolean): void;
  /** the pointer is over the menu: open it (by hover) or keep it open */
  keepOpen(): void;
  /** a click on the trigger: opens, or closes a menu that a press opened */
  press(): void;
  closeSoon(): void;
}) {
  const content = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstOpening = useRef(true);
  // A press on the trigger is the trigger's to decide (see press); without this Radix would also
  // take it as a press outside the open menu and close it.
  const onTrigger = (e: { target: EventTarget | null; preventDefault(): void }) => {
    if (e.target instanceof Node && trigger.current?.contains(e.target)) e.preventDefault();
  };
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        onPointerEnter={(e) => e.pointerType === "mouse" && keepOpen()}
        onPointerDown={(e) => {
          // Preventing the default skips Radix's own toggle: the mouse press goes to press().
          if (e.pointerType !== "mouse" || e.button !== 0 || e.ctrlKey) return;
          e.preventDefault();
          press();
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
          onPointerDownOutside={onTrigger}
          onFocusOutside={onTrigger}
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
            <DropdownMenu.Item key={link.href} asChild>
              <MenuLink
                link={link}
                className="block cursor-pointer rounded px-3 py-2 text-slate-900 no-underline outline-none data-[highlighted]:bg-sky-100"
              />
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
