"use client";

import { useEffect, useState } from "react";
import { apiGet, apiPost } from "@/lib/client/api";
import { ProfileSection } from "./ProfileSection";

// "Review reminders" (docs/product.md#review-reminders): a project's leads are asked now and then
// whether its entry is still right; a member can stop those mails here, or start them again
// (which also undoes an unsubscribe from a reminder's link).
export function RemindersSection() {
  const [on, setOn] = useState<boolean | null>(null);
  const [saved, setSaved] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void apiGet("/api/profile/reminders/", { announce: false }).then((answer) => {
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
    const answer = await apiPost("/api/profile/reminders/", { on: next });
    setBusy(false);
    if (answer.responseStatus === 200 && typeof answer.on === "boolean") {
      setOn(answer.on);
      setSaved(answer.on ? "Review reminders are on." : "Review reminders are off.");
    } else {
      setOn(!next);
      setSaved("");
    }
  }

  if (on === null) return null;
  return (
    <ProfileSection id="reminders-heading" title="Review reminders">
      <p className="text-slate-700">When a project you lead has not changed for a long time, or is past its completion date, we email you to ask whether it is still current.</p>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={on} onChange={(e) => void change(e.target.checked)} className="size-6" />
        Email me review reminders
      </label>
      <p role="status" className="text-sm">
        {saved}
      </p>
    </ProfileSection>
  );
}
