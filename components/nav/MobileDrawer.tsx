"use client";

import { useState } from "react";
import { Accordion, Dialog } from "radix-ui";
import { useSession } from "@/components/session/SessionProvider";
import { DRAWER_BELOW_WIDTH, type MenuEntry, type MenuLink } from "./menu-items";
import { useMenuNavigate } from "./use-menu-navigate";

// Below width 600 the menu is a drawer from the top with expandable groups.

export function MobileDrawer({ entries }: { entries: MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const navigate = useMenuNavigate();
  const { windowWidth } = useSession();

  // At 600 px and wider the bar takes over and the drawer closes.
  const shown = open && windowWidth < DRAWER_BELOW_WIDTH;

  const select = (link: MenuLink) => {
    setOpen(false);
    navigate(link);
  };

  return (
    <Dialog.Root open={shown} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded px-3 py-2 font-medium text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white nav:hidden">
        <span aria-hidden="true">☰</span> Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-x-0 top-0 z-50 max-h-[90vh] overflow-y-auto bg-white p-4 shadow-xl">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close className="rounded px-3 py-1 text-slate-700 hover:bg-slate-100">Close</Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <Accordion.Root type="multiple" className="divide-y divide-slate-200">
            {entries.map((entry) =>
              entry.kind === "link" ? (
                <button
                  key={entry.link.href}
                  type="button"
                  onClick={() => select(entry.link)}
                  className="block w-full px-2 py-3 text-left font-medium text-slate-900 hover:bg-slate-50"
                >
                  {entry.link.label}
                </button>
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
                          <button
                            type="button"
                            onClick={() => select(link)}
                            className="block w-full px-2 py-2 text-left text-slate-800 hover:bg-slate-50"
                          >
                            {link.label}
                          </button>
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
