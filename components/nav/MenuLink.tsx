import { forwardRef, type AnchorHTMLAttributes } from "react";
import Link from "next/link";
import type { MenuLink as Entry } from "./menu-items";

// A menu entry as a real link: it shows its address, opens in a new tab on Ctrl-click or a
// middle click, and is announced as a link. Admin is a full page load (its page checks the
// level on the server), so it is a plain anchor; the others navigate inside the app.
export const MenuLink = forwardRef<HTMLAnchorElement, { link: Entry } & AnchorHTMLAttributes<HTMLAnchorElement>>(function MenuLink(
  { link, ...props },
  ref,
) {
  return link.fullPageLoad ? (
    <a ref={ref} href={link.href} {...props}>
      {link.label}
    </a>
  ) : (
    <Link ref={ref} href={link.href} {...props}>
      {link.label}
    </Link>
  );
});
