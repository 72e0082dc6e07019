"use client";

import { Accordion, Dialog } from "radix-ui";
import { useFocusReturn } from "@/components/ui/focus-return";
import { MenuLink } from "./MenuLink";
import type { MenuEntry } from "./menu-items";

// The drawer itself (Radix Dialog and Accordion), loaded when the Menu button is first pressed
// (see MobileDrawer). That button is not a Radix trigger, so focus goes back to it by the rule
// every dialog follows (focus-return.ts). Every entry is a link; following one closes the drawer.

export default function DrawerDialog({
  entries,
  open,
  onOpenChange,
  onSelect,
}: {
  entries: MenuEntry[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onSelect(): void;
}) {
  const { track, onCloseAutoFocus } = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          ref={track}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-0 top-0 z-50 max-h-[90vh] overflow-y-auto bg-white p-4 shadow-xl"
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close className="rounded px-3 py-1 text-slate-700 hover:bg-slate-100">Close</Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <Accordion.Root type="multiple" className="divide-y divide-slate-200">
            {entries.map((entry) =>
              entry.kind === "link" ? (
                <MenuLink
                  key={entry.link.href}
                  link={entry.link}
                  onClick={onSelect}
                  className="block w-full px-2 py-3 text-left font-medium text-slate-900 hover:bg-slate-50"
                />
              ) : (
                <Accordion.Item key={entry.label} value={entry.label}>
                  <Accordion.Header>
                    <Accordion.Trigger className="flex w-full items-center justify-between px-2 py-3 text-left font-medium text-slate-900 hover:bg-slate-50">
                      {entry.label} <span aria-hidden="true">▾</span>
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content>
                    <ul className="pb-2 pl-4">
                      {entry.links.map((link) => (
                        <li key={link.href}>
                          <MenuLink
                            link={link}
                            onClick={onSelect}
                            className="block w-full px-2 py-2 text-left text-slate-800 hover:bg-slate-50"
                          />
                        </li>
                      ))}
                    </ul>
                  </Accordion.Content>
                </Accordion.Item>
              ),
            )}
          </Accordion.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
