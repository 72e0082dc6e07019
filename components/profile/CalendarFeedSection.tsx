"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/Button";
import { focusResult } from "@/components/ui/focus-result";
import { apiGet, apiPost } from "@/lib/client/api";
import { formatUkDateTime } from "@/lib/dates";
import { CALENDAR_TEXTS as T } from "@/lib/calendar/messages";
import type { FeedView } from "@/lib/calendar/schemas";
import { NewFeedUrl } from "./NewFeedUrl";
import { ProfileSection } from "./ProfileSection";

// "Calendar feed" (docs/product.md#calendars): a subscription URL of the person's milestones for
// their calendar app. Turned on, its URL is shown this once (only its hash is kept); afterwards
// the section offers Replace URL (the old one stops at once) and Turn off. Whether it also holds
// every milestone of the projects they lead is a box, saved at once while the feed is on.
export function CalendarFeedSection() {
  const [feed, setFeed] = useState<FeedView | null | undefined>(undefined);
  const [includeLed, setIncludeLed] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  /** what the box's last change did, in the status line */
  const [said, setSaid] = useState("");
  const [turnedOff, setTurnedOff] = useState(false);
  const [busy, setBusy] = useState(false);
  const standing = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    void apiGet("/api/calendar/subscription/", { redirectOn403: false, announce: false }).then((answer) => {
      if (!live || answer.responseStatus !== 200) return;
      setFeed(answer.feed);
      setIncludeLed(answer.feed?.includeLed ?? false);
    });
    return () => {
      live = false;
    };
  }, []);

  async function issue() {
    setBusy(true);
    const answer = await apiPost("/api/calendar/subscription/", { includeLed });
    setBusy(false);
    if (answer.responseStatus !== 200) return;
    setFeed(answer.feed);
    setUrl(answer.url);
    setSaid("");
    setTurnedOff(false);
  }

  async function turnOff() {
    setBusy(true);
    const answer = await apiPost("/api/calendar/subscription/off/", {});
    setBusy(false);
    if (answer.responseStatus !== 200) return;
    setFeed(null);
    setUrl(null);
    setSaid("");
    setTurnedOff(true);
    focusResult(() => standing.current);
  }

  async function changeLed(next: boolean) {
    setIncludeLed(next);
    if (!feed) return;
    setBusy(true);
    const answer = await apiPost("/api/calendar/subscription/settings/", { includeLed: next });
    setBusy(false);
    if (answer.responseStatus === 200 && answer.feed) {
      setFeed(answer.feed);
      setSaid(answer.feed.includeLed ? T.savedLed : T.savedOwn);
    } else setIncludeLed(!next);
  }

  if (feed === undefined) return null;
  return (
    <ProfileSection id="calendar-feed-heading" title={T.title}>
      <p className="text-slate-700">{T.intro}</p>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={includeLed} disabled={busy} onChange={(e) => void changeLed(e.target.checked)} className="size-6 shrink-0" />
        {T.includeLed}
      </label>
      {feed && url && <NewFeedUrl key={url} url={url} />}
      {feed && !url && (
        <p>
          {T.isOn} {formatUkDateTime(feed.createdAt)}. {T.notShownAgain}
        </p>
      )}
      {!feed && (
        <p ref={standing} className="focus:outline-none">
          {turnedOff ? T.turnedOff : T.isOff}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {feed ? (
          <>
            <Button variant="secondary" onClick={() => void issue()} disabled={busy}>
              {T.replace}
            </Button>
            <Button variant="secondary" onClick={() => void turnOff()} disabled={busy}>
              {T.turnOff}
            </Button>
          </>
        ) : (
          <Button onClick={() => void issue()} disabled={busy}>
            {T.turnOn}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm">
        {said}
      </p>
    </ProfileSection>
  );
}
