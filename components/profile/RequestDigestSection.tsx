"use client";

import { useEffect, useState } from "react";
import { apiGet, apiPost } from "@/lib/client/api";
import { ProfileSection } from "./ProfileSection";

// "Daily digest of requests" (editors and admins, docs/product.md#interest-requests): each new
// request to join a milestone is mailed to its leads; editors and admins get one mail a day of
// those asked since, unless they turn it off here (or unsubscribed with the digest's link, which
// turning it on again undoes).
export function RequestDigestSection() {
  const [on, setOn] = useState<boolean | null>(null);
  const [saved, setSaved] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void apiGet("/api/interest/digest/", { redirectOn403: false, announce: false }).then((answer) => {
      if (live && answer.responseStatus === 200) setOn(answer.on);
    });
    return () => {
      live = false;
    };
  }, []);

  async function change(next: boolean) {
    if (busy) return;
    setBusy(true);
    setOn(next);
    const answer = await apiPost("/api/interest/digest/", { on: next });
    setBusy(false);
    if (answer.responseStatus === 200 && typeof answer.on === "boolean") {
      setOn(answer.on);
      setSaved(answer.on ? "The daily digest is on." : "The daily digest is off.");
    } else {
      setOn(!next);
      setSaved("");
    }
  }

  if (on === null) return null;
  return (
    <ProfileSection id="request-digest-heading" title="Daily digest of requests">
      <p className="text-slate-700">
        Each new request to join a milestone is mailed to its leads at once. As an editor or administrator you get one mail a day listing the new
        ones instead, and each request at once only when its project has no lead who could decide it.
      </p>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={on} onChange={(e) => void change(e.target.checked)} className="size-6" />
        Email me a daily digest of new requests
      </label>
      <p role="status" className="text-sm">
        {saved}
      </p>
    </ProfileSection>
  );
}
