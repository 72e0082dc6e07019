"use client";

import Link from "next/link";
import { useSession } from "@/components/session/SessionProvider";
import { DesktopMenu } from "./DesktopMenu";
import { MobileDrawer } from "./MobileDrawer";
import { menuFor } from "./menu-items";

export function TopNav() {
  const { userLevel, hasRequests } = useSession();
  const entries = menuFor(userLevel, hasRequests);
  return (
    <header className="bg-sky-900 text-white">
      {/* As tall as with its menu buttons, which appear once the level is known: no shift then. */}
      <nav aria-label="Main" className="mx-auto flex min-h-14 max-w-screen-xl items-center justify-between gap-2 px-3 py-2">
        <Link href="/" className="font-semibold tracking-tight text-white">
          {/* Smaller below 480 px, so the menu button keeps its place. Not shortened to
              "Projects", which would stand beside the menu's own Projects group. */}
          <span className="text-base sm:text-xl">Project Directory</span>
        </Link>
        {/* Hidden while the level is unknown (-1). */}
        {entries.length > 0 && (
          <>
            <DesktopMenu entries={entries} />
            <MobileDrawer entries={entries} />
          </>
        )}
      </nav>
    </header>
  );
}
