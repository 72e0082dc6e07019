"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { DownloadExportButton, tokenOf } from "@/components/data-export/DownloadExportButton";
import { Button } from "@/components/ui/Button";
import { focusResult } from "@/components/ui/focus-result";
import { apiGet, apiPost } from "@/lib/client/api";
import { formatUkDateTime } from "@/lib/dates";
import { EXPORT_LINK_HOURS, EXPORT_MESSAGES } from "@/lib/data-export/messages";
import type { DataExportView } from "@/lib/data-export/schemas";
import { ProfileSection } from "./ProfileSection";

/** How often the section looks again while the worker prepares the file. */
const POLL_MS = 2000;

/** The account's latest export of its own data (null: none yet), or undefined when it could not be read. */
async function fetchExport(): Promise<DataExportView | null | undefined> {
  const answer = await apiGet("/api/data_export/");
  return answer.responseStatus === 200 ? answer.dataExport : undefined;
}

const kilobytes = (bytes: number | null) => `${Math.max(1, Math.round((bytes ?? 0) / 1024))} KB`;

// "Download my data" (docs/product.md#download-my-data): ask for a copy of everything the
// directory holds about you; it is prepared in the background, then downloaded once from here or
// from the emailed link.
export function DownloadMyDataSection() {
  const [current, setCurrent] = useState<DataExportView | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState(false);
  // Where focus goes once asked: the part of the section that says how it stands, which stays on
  // the page as "Preparing" turns into "ready" (the button that was pressed has gone).
  const standing = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    const next = await fetchExport();
    if (next !== undefined) setCurrent(next);
  }, []);

  useEffect(() => {
    let active = true;
    void fetchExport().then((next) => active && next !== undefined && setCurrent(next));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (current?.status !== "preparing") return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [current?.status, load]);

  async function ask() {
    setBusy(true);
    const answer = await apiPost("/api/data_export/", {});
    setBusy(false);
    if (answer.responseStatus === 200) {
      setCurrent(answer.dataExport);
      setAsked(true);
      focusResult(() => standing.current);
    }
  }

  const askButton = (
    <div>
      <Button variant="secondary" onClick={() => void ask()} disabled={busy}>
        Prepare my data
      </Button>
    </div>
  );

  return (
    <ProfileSection id="download-my-data-heading" title="Download my data">
      <p className="text-slate-700">
        A copy of everything the directory holds about you: your account, your roles, requests, saved searches, sign-ins and the emails sent to you, as
        JSON in a ZIP file. We prepare it in the background and email you when it is ready; the download works once, for {EXPORT_LINK_HOURS} hours.
      </p>
      <div ref={standing} tabIndex={-1} aria-live="polite" className="flex flex-col gap-3 focus:outline-none">
        {current === null && askButton}
        {/* Read once, as the focused region's content, not again as a live change. */}
        {current?.status === "preparing" && (
          <p aria-live="off">
            {asked ? EXPORT_MESSAGES.requested : EXPORT_MESSAGES.preparing}
          </p>
        )}
        {current?.status === "ready" && current.downloadPath && (
          <>
            <p>
              Your data is ready ({kilobytes(current.size)}). Download it before {formatUkDateTime(current.expiresAt)}.
            </p>
            <DownloadExportButton token={tokenOf(current.downloadPath)} />
          </>
        )}
        {current?.status === "downloaded" && (
          <>
            <p>Your data was downloaded. You can ask for a new copy at any time.</p>
            {askButton}
          </>
        )}
        {current?.status === "expired" && (
          <>
            <p>{EXPORT_MESSAGES.expired}</p>
            {askButton}
          </>
        )}
        {current?.status === "failed" && (
          <>
            <p role="alert" className="text-red-800">
              {EXPORT_MESSAGES.failed}
            </p>
            {askButton}
          </>
        )}
      </div>
    </ProfileSection>
  );
}
