"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiGet } from "@/lib/client/api";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";

// The Logout screen (docs/product.md#screens-and-routes, docs/product.md#behaviour): on 200 the
// level and name are cleared and the person goes to /; otherwise the button is enabled again and
// nothing is said.
export function LogoutConfirm() {
  const router = useRouter();
  const { clear } = useSession();
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
