"use client";

import { useRouter } from "next/navigation";
import { useSession } from "@/components/session/SessionProvider";
import type { MenuLink } from "./menu-items";

/** Navigates from a menu entry and marks that the page was opened from the menu. */
export function useMenuNavigate() {
  const router = useRouter();
  const { setFromMenu } = useSession();
  return (link: MenuLink) => {
    setFromMenu(true);
    if (link.fullPageLoad) window.location.assign(link.href);
    else router.push(link.href);
  };
}
