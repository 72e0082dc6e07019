// The top navigation (docs/product.md#top-navigation), by user level. Pure, so it is tested on its own.

import { effectiveLevel, LEVEL } from "@/lib/levels";

export type MenuLink = { label: string; href: string; fullPageLoad?: boolean };
export type MenuEntry = { kind: "link"; link: MenuLink } | { kind: "group"; label: string; links: MenuLink[] };

/** `asked`: the person has made a request to join a milestone (docs/product.md#interest-requests). */
export function menuFor(level: number, asked = false): MenuEntry[] {
  if (level < LEVEL.anonymous) return [];
  const entries: MenuEntry[] = [];
  if (level >= LEVEL.quickAccess) {
    entries.push({
      kind: "group",
      label: "Projects",
      links: [
        { label: "My Projects", href: "/my_projects/" },
        { label: "All Projects", href: "/all_projects/" },
        // The milestones looking for people, to ask to join from the list (docs/product.md#open-to-join).
        { label: "Open to join", href: "/opportunities/" },
        // The organisation at a glance: figures, charts and the annual report (docs/product.md#overview).
        { label: "Overview", href: "/overview/" },
        ...(asked ? [{ label: "My Requests", href: "/my_requests/" }] : []),
        // Everyone open to projects, for editors (leads reach it from a milestone's "People who
        // might help"): docs/product.md#open-to-projects.
        ...(level >= LEVEL.editor ? [{ label: "People open to projects", href: "/people/" }] : []),
      ],
    });
  }
  if (level >= LEVEL.account) {
    entries.push({
      kind: "group",
      label: "Profile",
      links: [
        { label: "My Profile", href: "/profile/" },
        ...(level >= LEVEL.messages ? [{ label: "Messages", href: "/messages/" }] : []),
        // Editors reach /admin/ for its Import tab; admins have Admin in the Level 9 menu.
        ...(level >= LEVEL.editor && level < LEVEL.admin ? [{ label: "Import projects", href: "/admin/?tab=import", fullPageLoad: true }] : []),
        { label: "Logout", href: "/logout/" },
      ],
    });
  }
  if (level >= LEVEL.admin) {
    entries.push({
      kind: "group",
      label: "Level 9",
      links: [
        { label: "Admin", href: "/admin/", fullPageLoad: true },
        { label: "My Share", href: "/my_share/" },
        { label: "All Partners", href: "/all_partners/" },
        { label: "Camera Test", href: "/camera_test/" },
      ],
    });
  }
  if (effectiveLevel(level) === LEVEL.anonymous) entries.push({ kind: "link", link: { label: "Login", href: "/login/" } });
  if (level === LEVEL.quickAccess) entries.push({ kind: "link", link: { label: "Logout", href: "/logout/" } });
  return entries;
}

export const SUBMENU_CLOSE_DELAY_MS = 300;
export const DRAWER_BELOW_WIDTH = 600;
