"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { apiDownload, saveFile } from "@/lib/client/download";
import { EXPORT_MESSAGES } from "@/lib/data-export/messages";

// Downloads a finished export with the token of its link (docs/product.md#download-my-data): the
// server answers the ZIP once, to the account that asked; what it says otherwise is shown here.
export function DownloadExportButton({ token, onDownloaded }: { token: string; onDownloaded?(): void }) {
  const [state, setState] = useState<"ready" | "busy" | "done" | "failed">("ready");
  const [error, setError] = useState("");

  async function download() {
    setState("busy");
    const answer = await apiDownload("/api/data_export/download/", { token }, { announce: false });
    if (answer.file) {
      saveFile(answer.file, answer.fileName);
      setState("done");
      onDownloaded?.();
      return;
    }
    setError(typeof answer.errorMessage === "string" ? answer.errorMessage : EXPORT_MESSAGES.notValid);
    setState("failed");
  }

  if (state === "done") {
    return (
      <p role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900">
        Your data has been downloaded. The link cannot be used again.
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <Button onClick={() => void download()} disabled={state === "busy"}>
        Download
      </Button>
      {state === "failed" && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The token in a download path ("/download_my_data/?token=…"). */
export function tokenOf(path: string): string {
  return new URL(path, "http://x").searchParams.get("token") ?? "";
}
