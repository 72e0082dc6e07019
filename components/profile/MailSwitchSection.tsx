"use client";

import { useEffect, useState, type ReactNode } from "react";
import { apiGet, apiPost } from "@/lib/client/api";
import { ProfileSection } from "./ProfileSection";

/** The profile's switches for one category of mail, each a GET and a POST of `{ on }` (lib/mail-preferences/). */
type SwitchPath = "/api/profile/reminders/" | "/api/interest/digest/";

// One category of mail on or off, from the profile: the box shows what the server holds, a change
// is saved at once and said once in the status line, and a refused change puts the box back.
export function MailSwitchSection({
  path,
  id,
  title,
  label,
  saidOn,
  saidOff,
  children,
}: {
  path: SwitchPath;
  id: string;
  title: string;
  label: string;
  saidOn: string;
  saidOff: string;
  /** what the mail is, above the box */
  children: ReactNode;
}) {
  const [on, setOn] = useState<boolean | null>(null);
  const [saved, setSaved] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void apiGet(path, { redirectOn403: false, announce: false }).then((answer) => {
      if (live && answer.responseStatus === 200) setOn(answer.on);
    });
    return () => {
      live = false;
    };
  }, [path]);

  async function change(next: boolean) {
    if (busy) return;
    setBusy(true);
    setOn(next);
    const answer = await apiPost(path, { on: next });
    setBusy(false);
    if (answer.responseStatus === 200 && typeof answer.on === "boolean") {
      setOn(answer.on);
      setSaved(answer.on ? saidOn : saidOff);
    } else {
      setOn(!next);
      setSaved("");
    }
  }

  if (on === null) return null;
  return (
    <ProfileSection id={id} title={title}>
      <p className="text-slate-700">{children}</p>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={on} onChange={(e) => void change(e.target.checked)} className="size-6" />
        {label}
      </label>
      <p role="status" className="text-sm">
        {saved}
      </p>
    </ProfileSection>
  );
}
