"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { apiGet } from "@/lib/client/api";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { effectiveLevel, LEVEL } from "@/lib/levels";
import { MESSAGES } from "@/lib/auth/messages";

// The Logout screen (docs/product.md#screens-and-routes, docs/product.md#behaviour): on 200 the
// level and name are cleared and the person goes to /; otherwise the button is enabled again and
// nothing is said. Someone already signed out is told so, with the way back in, rather than asked
// to log out.
export function LogoutConfirm() {
  const router = useRouter();
  const { clear, userLevel } = useSession();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    const answer = await apiGet("/api/logout/", { announce: false, redirectOn403: false });
    if (answer.responseStatus === 200) {
      clear();
      router.push("/");
      return;
    }
    setBusy(false);
  }

  // Until the session check answers, nothing: neither question nor answer would be right yet.
  if (userLevel === LEVEL.unknown) return null;
  if (effectiveLevel(userLevel) === LEVEL.anonymous) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-lg">{MESSAGES.signedOut}</p>
        <p>
          <Link href="/login/" className="text-sky-800 underline hover:text-sky-950">
            Sign in
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg">Are you sure you want to logout?</p>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={() => router.push("/profile/")}>
          Cancel
        </Button>
        <Button onClick={() => void logout()} disabled={busy}>
          Logout
        </Button>
      </div>
    </div>
  );
}
