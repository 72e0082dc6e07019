"use client";

import { OneClickAction } from "@/components/ui/OneClickAction";
import { apiDownload, saveFile } from "@/lib/client/download";
import { EXPORT_MESSAGES } from "@/lib/data-export/messages";

// Downloads a finished export with the token of its link (docs/product.md#download-my-data): the
// server answers the ZIP once, to the account that asked; what it says otherwise is shown here.
export function DownloadExportButton({ token, onDownloaded }: { token: string; onDownloaded?(): void }) {
  return (
    <OneClickAction
      label="Download"
      done="Your data has been downloaded. The link cannot be used again."
      act={async () => {
        const answer = await apiDownload("/api/data_export/download/", { token }, { announce: false });
        if (!answer.file) return { done: false, error: typeof answer.errorMessage === "string" ? answer.errorMessage : EXPORT_MESSAGES.notValid };
        saveFile(answer.file, answer.fileName);
        onDownloaded?.();
        return { done: true };
      }}
    />
  );
}

/** The token in a download path ("/download_my_data/?token=…"). */
export function tokenOf(path: string): string {
  return new URL(path, "http://x").searchParams.get("token") ?? "";
}
